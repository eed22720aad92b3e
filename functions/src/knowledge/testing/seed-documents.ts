// The retrieval fixture: a bicycle shop's knowledge base (documents written for these tests) and
// questions a caller might ask, each with a phrase its answer passage contains. Used by the recall test
// and the bench; `npm start`'s seed may reuse the documents.

export interface SeedDocument {
  id: string;
  name: string;
  markdown: string;
}

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    id: 'doc-hours',
    name: 'Opening hours.md',
    markdown: `# Opening hours

## Regular hours
Harbour Bikes is open Monday to Friday from 9am to 6pm, and on Saturday from 10am to 4pm. We are closed on Sundays.

## Public holidays
The shop is closed on Christmas Day, Boxing Day and New Year's Day. On other public holidays we open from 10am to 2pm.

## Workshop hours
The repair workshop takes bikes in until 5pm on weekdays. Bikes dropped off after 5pm are booked in the next morning.

## Late night Thursdays
In summer (December to February) the shop stays open until 8pm every Thursday.`,
  },
  {
    id: 'doc-pricing',
    name: 'Pricing.md',
    markdown: `# Pricing

## Servicing
A basic service costs $79 and includes gear and brake adjustment, tyre inflation and a safety check.
A full service costs $149 and adds wheel truing, drivetrain degreasing and bearing checks.

## Bike hire
City bikes rent for $25 per day or $120 per week. Electric bikes rent for $60 per day. A credit card deposit of $300 is held during every hire.

## Membership
The Harbour Club membership costs $99 per year and gives 10% off all parts and accessories and one free safety check every quarter.

## Payment methods
We accept Visa, Mastercard, American Express, EFTPOS and Apple Pay. We do not accept cheques.`,
  },
  {
    id: 'doc-returns',
    name: 'Returns policy.docx',
    markdown: `# Returns policy

## Change of mind
Unused items in their original packaging can be returned within 30 days of purchase for a full refund. Bring your receipt or order number.

## Faulty items
If an item is faulty, we repair, replace or refund it at no cost. Faulty items can be returned at any time within the warranty period.

## What cannot be returned
Helmets that have been worn, custom-built wheels, gift cards and clearance items marked final sale cannot be returned.

## Refund timing
Refunds go back to the original payment method within 5 business days. Store credit is issued immediately.`,
  },
  {
    id: 'doc-delivery',
    name: 'Delivery and shipping.pdf',
    markdown: `# Delivery and shipping

## Delivery areas
We deliver bikes fully assembled within 20 km of the shop. Parts and accessories ship anywhere in Australia.

## Shipping costs
Standard shipping costs $9.95 and is free on orders over $100. Express shipping costs $19.95.

## Delivery times
Standard shipping arrives in 3 to 5 business days; express shipping arrives the next business day in metro areas.

## Tracking an order
A tracking number is e-mailed as soon as your parcel leaves the warehouse. You can also track it on our website under My Orders.

## International orders
We do not ship outside Australia.`,
  },
  {
    id: 'doc-repairs',
    name: 'Repairs and bookings.html',
    markdown: `# Repairs and bookings

## Booking a repair
Book a repair online or by phone. Most repairs are finished within 2 business days; during spring it can take up to a week.

## Puncture repair
Flat tyre repairs are done while you wait, usually in 20 minutes, and cost $25 including a new tube.

## E-bike servicing
We service electric bikes from Bosch, Shimano and Giant. Battery diagnostics cost $45. We do not repair batteries; we replace them.

## Collection
We call or text you when your bike is ready. Bikes not collected within 30 days incur a storage fee of $5 per day.`,
  },
  {
    id: 'doc-contact',
    name: 'Contact and location.md',
    markdown: `# Contact and location

## Address
Harbour Bikes, 12 Wharf Street, Pyrmont NSW 2009. We are next to the ferry terminal.

## Parking
Free customer parking is behind the shop, entry from Bank Lane. Bicycle racks are at the front door.

## Phone and e-mail
Call us on 02 9555 0142 or e-mail hello@harbourbikes.example.

## Accessibility
The shop and workshop are wheelchair accessible, with a ramp at the front entrance.`,
  },
  {
    id: 'doc-warranty',
    name: 'Warranty.md',
    markdown: `# Warranty

## Frames
Frames have a lifetime warranty against manufacturing defects for the original owner.

## Components
Components such as gears, brakes and wheels have a two-year warranty.

## Electric bike batteries
E-bike batteries are covered for two years or 500 charge cycles, whichever comes first.

## Making a claim
Bring the bike and your proof of purchase to the shop. We assess warranty claims within 3 business days.`,
  },
];

export interface SeedQuestion {
  question: string;
  /** A phrase the answer passage contains. */
  expected: string;
  /** Shares words with the answer (keyword) or says it in other words (paraphrase). */
  kind: 'keyword' | 'paraphrase';
}

export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  {
    question: 'What are your opening hours on Saturday?',
    expected: 'Saturday from 10am to 4pm',
    kind: 'keyword',
  },
  { question: 'Are you open on Sundays?', expected: 'closed on Sundays', kind: 'keyword' },
  { question: 'Are you open on Christmas Day?', expected: 'closed on Christmas Day', kind: 'keyword' },
  {
    question: 'What hours do you open on public holidays?',
    expected: 'other public holidays',
    kind: 'keyword',
  },
  {
    question: 'Until when does the workshop take bikes in?',
    expected: 'repair workshop takes bikes in',
    kind: 'keyword',
  },
  { question: 'Are you open late on Thursdays?', expected: 'every Thursday', kind: 'keyword' },
  { question: 'How much does a basic service cost?', expected: 'basic service costs $79', kind: 'keyword' },
  { question: 'What does a full service include?', expected: 'full service costs $149', kind: 'keyword' },
  {
    question: 'How much is bike hire per day?',
    expected: 'City bikes rent for $25 per day',
    kind: 'keyword',
  },
  {
    question: 'How much does it cost to rent an electric bike?',
    expected: 'Electric bikes rent for $60',
    kind: 'keyword',
  },
  { question: 'Is there a deposit for bike hire?', expected: 'deposit of $300', kind: 'keyword' },
  {
    question: 'How much is the Harbour Club membership?',
    expected: 'membership costs $99 per year',
    kind: 'keyword',
  },
  { question: 'Do you accept American Express?', expected: 'American Express', kind: 'keyword' },
  { question: 'Do you accept cheques?', expected: 'do not accept cheques', kind: 'keyword' },
  {
    question: 'Can I return an unused item?',
    expected: 'Unused items in their original packaging',
    kind: 'keyword',
  },
  {
    question: 'How many days do I have to return something?',
    expected: 'within 30 days of purchase',
    kind: 'keyword',
  },
  { question: 'What happens if an item is faulty?', expected: 'If an item is faulty', kind: 'keyword' },
  { question: 'Can I return a worn helmet?', expected: 'Helmets that have been worn', kind: 'keyword' },
  { question: 'Can gift cards be returned?', expected: 'gift cards and clearance items', kind: 'keyword' },
  {
    question: 'How long do refunds take?',
    expected: 'Refunds go back to the original payment method',
    kind: 'keyword',
  },
  {
    question: 'Is store credit issued immediately?',
    expected: 'Store credit is issued immediately',
    kind: 'keyword',
  },
  {
    question: 'Do you deliver bikes assembled?',
    expected: 'We deliver bikes fully assembled',
    kind: 'keyword',
  },
  {
    question: 'How much does standard shipping cost?',
    expected: 'Standard shipping costs $9.95',
    kind: 'keyword',
  },
  {
    question: 'Is shipping free on orders over $100?',
    expected: 'free on orders over $100',
    kind: 'keyword',
  },
  { question: 'How much is express shipping?', expected: 'Express shipping costs $19.95', kind: 'keyword' },
  {
    question: 'How long does standard shipping take?',
    expected: 'Standard shipping arrives in 3 to 5 business days',
    kind: 'keyword',
  },
  { question: 'How do I track my order?', expected: 'tracking number is e-mailed', kind: 'keyword' },
  {
    question: 'Do you ship international orders outside Australia?',
    expected: 'do not ship outside Australia',
    kind: 'keyword',
  },
  { question: 'How do I book a repair?', expected: 'Book a repair online or by phone', kind: 'keyword' },
  {
    question: 'How long does a repair take?',
    expected: 'Most repairs are finished within 2 business days',
    kind: 'keyword',
  },
  {
    question: 'How much is a puncture repair?',
    expected: 'Flat tyre repairs are done while you wait',
    kind: 'keyword',
  },
  {
    question: 'Do you service electric bikes from Bosch?',
    expected: 'We service electric bikes from Bosch',
    kind: 'keyword',
  },
  {
    question: 'How much do battery diagnostics cost?',
    expected: 'Battery diagnostics cost $45',
    kind: 'keyword',
  },
  {
    question: 'Is there a storage fee if I do not collect my bike?',
    expected: 'storage fee of $5 per day',
    kind: 'keyword',
  },
  { question: 'What is your address?', expected: '12 Wharf Street, Pyrmont', kind: 'keyword' },
  {
    question: 'Is there customer parking?',
    expected: 'Free customer parking is behind the shop',
    kind: 'keyword',
  },
  { question: 'What is your phone number?', expected: 'Call us on 02 9555 0142', kind: 'keyword' },
  { question: 'Is the shop wheelchair accessible?', expected: 'wheelchair accessible', kind: 'keyword' },
  { question: 'What warranty do frames have?', expected: 'Frames have a lifetime warranty', kind: 'keyword' },
  {
    question: 'How long is the warranty on components like brakes?',
    expected: 'two-year warranty',
    kind: 'keyword',
  },
  { question: 'What is the warranty on e-bike batteries?', expected: '500 charge cycles', kind: 'keyword' },
  {
    question: 'How do I make a warranty claim?',
    expected: 'Bring the bike and your proof of purchase',
    kind: 'keyword',
  },
  {
    question: 'When do you close on weekdays?',
    expected: 'Monday to Friday from 9am to 6pm',
    kind: 'paraphrase',
  },
  { question: 'Can I pay with my phone?', expected: 'Apple Pay', kind: 'paraphrase' },
  {
    question: 'I got a flat, can you fix it today?',
    expected: 'Flat tyre repairs are done while you wait',
    kind: 'paraphrase',
  },
  {
    question: 'Where can I leave my car?',
    expected: 'Free customer parking is behind the shop',
    kind: 'paraphrase',
  },
  {
    question: 'I changed my mind about a purchase, can I get my money back?',
    expected: 'Unused items in their original packaging',
    kind: 'paraphrase',
  },
  {
    question: 'When will my parcel arrive?',
    expected: 'Standard shipping arrives in 3 to 5 business days',
    kind: 'paraphrase',
  },
  {
    question: 'Can you send things overseas?',
    expected: 'do not ship outside Australia',
    kind: 'paraphrase',
  },
  {
    question: 'Is there a discount for regular customers?',
    expected: 'membership costs $99 per year',
    kind: 'paraphrase',
  },
  { question: 'Do you fix e-bike batteries?', expected: 'We do not repair batteries', kind: 'paraphrase' },
  { question: 'How can I reach you by email?', expected: 'hello@harbourbikes.example', kind: 'paraphrase' },
  { question: 'Where is the shop?', expected: '12 Wharf Street, Pyrmont', kind: 'paraphrase' },
  {
    question: 'How will I know my bike is ready?',
    expected: 'We call or text you when your bike is ready',
    kind: 'paraphrase',
  },
];
