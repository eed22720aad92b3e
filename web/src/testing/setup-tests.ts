import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia } from './match-media';

// jsdom has no matchMedia; MUI's useMediaQuery and colour schemes need one that answers width queries.
installMatchMedia();

afterEach(() => {
  cleanup();
});
