// Every deployed function, by its deployed name. Logic lives beside each function, not here.
export { health } from './health/health';
