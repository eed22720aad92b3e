export default function AgentPage() {
  return <h1>Agent</h1>;
}
