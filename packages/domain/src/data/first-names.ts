// First names for the clone form's name generator, by gender; each fits the 15-character limit.
import type { Gender } from '../enums';

export const FIRST_NAMES: Readonly<Record<Gender, readonly string[]>> = {
  female: [
    'Amelia',
    'Chloe',
    'Emma',
    'Grace',
    'Hannah',
    'Isla',
    'Lily',
    'Maya',
    'Nora',
    'Olivia',
    'Ruby',
    'Zoe',
  ],
  male: ['Adam', 'Ben', 'Daniel', 'Ethan', 'Finn', 'Henry', 'Jack', 'Leo', 'Liam', 'Noah', 'Oscar', 'Samuel'],
};
