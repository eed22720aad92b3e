// One turn's "Details": what happened behind the reply — steps, branches, variables, knowledge, tool
// calls (request and response folded away), latency and failures. Folded by default so the chat reads
// as a chat.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { eventsOf, type KnownEvent } from './turn-events';
import {
  branchText,
  failureText,
  LABEL_DETAILS,
  LABEL_FAILURES,
  LABEL_KNOWLEDGE,
  LABEL_LATENCY,
  LABEL_REQUEST,
  LABEL_RESPONSE,
  LABEL_STEPS,
  LABEL_TOOLS,
  LABEL_VARIABLES_SET,
  labelShowJson,
  modelLatencyText,
  MSG_NO_DETAILS,
  tokensText,
  toolText,
  transferText,
  variableText,
} from './strings';

/** A button that shows and hides the region after it, announcing its state (aria-expanded). */
function Disclosure({
  label,
  ariaLabel,
  children,
}: {
  label: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        aria-label={ariaLabel}
        onClick={() => {
          setOpen(!open);
        }}
        sx={{ px: 0.5, minWidth: 0 }}
      >
        {label}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={regionId}>{children}</Box>
      </Collapse>
    </Box>
  );
}

function Json({ value }: { value: unknown }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 12,
        overflow: 'auto',
        maxHeight: 240,
      }}
    >
      {JSON.stringify(value ?? null, null, 2)}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line, index) => (
        <Typography key={index} component="li" variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

export function TurnDetails({ events }: { events: readonly KnownEvent[] }) {
  const steps = events.flatMap((event) => {
    if (event.type === 'node-entered') return [event.label];
    if (event.type === 'branch-taken') return [branchText(event.label, event.reason)];
    return [];
  });
  const variables = eventsOf(events, 'variables-set').flatMap((event) =>
    Object.entries(event.values).map(([name, value]) => variableText(name, value)),
  );
  const passages = eventsOf(events, 'knowledge-used').flatMap((event) =>
    event.passages.map((passage) => passage.title),
  );
  const tools = eventsOf(events, 'tool-result');
  const timings = eventsOf(events, 'llm-timing');
  const failures = [
    ...eventsOf(events, 'failure').map((event) => failureText(event.reason, event.detail)),
    ...eventsOf(events, 'transfer').map((event) => transferText(event.number)),
  ];
  const empty =
    steps.length + variables.length + passages.length + tools.length + timings.length + failures.length === 0;

  return (
    <Disclosure label={LABEL_DETAILS}>
      <Stack spacing={1} sx={{ pl: 1, py: 0.5 }}>
        {empty && <Typography variant="body2">{MSG_NO_DETAILS}</Typography>}
        {steps.length > 0 && (
          <Section title={LABEL_STEPS}>
            <Lines lines={steps} />
          </Section>
        )}
        {variables.length > 0 && (
          <Section title={LABEL_VARIABLES_SET}>
            <Lines lines={variables} />
          </Section>
        )}
        {passages.length > 0 && (
          <Section title={LABEL_KNOWLEDGE}>
            <Lines lines={passages} />
          </Section>
        )}
        {tools.length > 0 && (
          <Section title={LABEL_TOOLS}>
            {tools.map((tool, index) => (
              <Box key={index} sx={{ mb: 0.5 }}>
                <Typography variant="body2">{toolText(tool.name, tool.ok, tool.ms)}</Typography>
                {tool.error && (
                  <Typography variant="body2" color="error">
                    {tool.error}
                  </Typography>
                )}
                <Disclosure label={LABEL_REQUEST} ariaLabel={labelShowJson(LABEL_REQUEST, tool.name)}>
                  <Json value={tool.request} />
                </Disclosure>
                <Disclosure label={LABEL_RESPONSE} ariaLabel={labelShowJson(LABEL_RESPONSE, tool.name)}>
                  <Json value={tool.response} />
                </Disclosure>
              </Box>
            ))}
          </Section>
        )}
        {timings.length > 0 && (
          <Section title={LABEL_LATENCY}>
            <Lines
              lines={timings.flatMap((timing) => [
                modelLatencyText(timing.firstTokenMs, timing.totalMs),
                tokensText(timing.promptTokens, timing.completionTokens),
              ])}
            />
          </Section>
        )}
        {failures.length > 0 && (
          <Section title={LABEL_FAILURES}>
            <Lines lines={failures} />
          </Section>
        )}
      </Stack>
    </Disclosure>
  );
}
