import { beforeAll, describe, expect, it } from 'vitest';
import { splitCorpus } from '../../src/chatbot/corpus.js';
import { parseSaidDates } from '../../src/chatbot/dateParser.js';
import { trainIntentModel, type Understand } from '../../src/chatbot/intentModel.js';

/** Friday 27 Nov 2026: the day the date phrasings are read on. */
const TODAY = '2026-11-27';

/** 50 date phrasings as employees write them, with the day each means (past: a question; future: a request). */
const DATES: [string, 'past' | 'future', string][] = [
  ['why was i absent yesterday', 'past', '2026-11-26'],
  ['why absent on the 12th', 'past', '2026-11-12'],
  ['absent on 12/11', 'past', '2026-11-12'],
  ['last friday', 'past', '2026-11-20'],
  ['on friday', 'past', '2026-11-27'],
  ['absent on monday', 'past', '2026-11-23'],
  ['12 nov', 'past', '2026-11-12'],
  ['nov 12', 'past', '2026-11-12'],
  ['12th november', 'past', '2026-11-12'],
  ['12th of nov', 'past', '2026-11-12'],
  ['12-11-2026', 'past', '2026-11-12'],
  ['2026-11-12', 'past', '2026-11-12'],
  ['12.11.2026', 'past', '2026-11-12'],
  ['day before yesterday', 'past', '2026-11-25'],
  ['3 days ago', 'past', '2026-11-24'],
  ['a week ago', 'past', '2026-11-20'],
  ['today', 'past', '2026-11-27'],
  ['on the 28th', 'past', '2026-10-28'],
  ['30th', 'past', '2026-10-30'],
  ['12/11/26', 'past', '2026-11-12'],
  ['12 November 2026', 'past', '2026-11-12'],
  ['Nov 3rd', 'past', '2026-11-03'],
  ['3rd nov', 'past', '2026-11-03'],
  ['kal absent kyu tha', 'past', '2026-11-26'],
  ['last monday', 'past', '2026-11-23'],
  ['yday', 'past', '2026-11-26'],
  ['on 5 nov', 'past', '2026-11-05'],
  ['31 oct', 'past', '2026-10-31'],
  ['december 25', 'past', '2025-12-25'],
  ['tomorrow', 'future', '2026-11-28'],
  ['day after tomorrow', 'future', '2026-11-29'],
  ['next monday', 'future', '2026-11-30'],
  ['on monday', 'future', '2026-11-30'],
  ['kal leave chahiye', 'future', '2026-11-28'],
  ['1st dec', 'future', '2026-12-01'],
  ['dec 1st', 'future', '2026-12-01'],
  ['03/12/2026', 'future', '2026-12-03'],
  ['20/12', 'future', '2026-12-20'],
  ['on the 15th', 'future', '2026-12-15'],
  ['5th', 'future', '2026-12-05'],
  ['dec 10', 'future', '2026-12-10'],
  ['10 december', 'future', '2026-12-10'],
  ['in 2 days', 'future', '2026-11-29'],
  ['tmrw', 'future', '2026-11-28'],
  ['2026-12-24', 'future', '2026-12-24'],
  ['24-12-2026', 'future', '2026-12-24'],
  ['jan 2', 'future', '2027-01-02'],
  ['2nd january', 'future', '2027-01-02'],
  ['next tuesday', 'future', '2026-12-01'],
  ['book PL from 2 dec to 4 dec', 'future', '2026-12-02'],
];

describe('the chatbot understands employees (issue 22 §4)', () => {
  let understand: Understand;
  const { training, heldOut } = splitCorpus();

  beforeAll(async () => {
    understand = await trainIntentModel(training);
  }, 60_000);

  it('has a corpus of at least 300 phrasings, split into training and a held-out set', () => {
    expect(training.length + heldOut.length).toBeGreaterThanOrEqual(300);
    expect(heldOut.length).toBeGreaterThanOrEqual(60);
    const trained = new Set(training.map((phrasing) => phrasing.text));
    expect(heldOut.filter((phrasing) => trained.has(phrasing.text))).toEqual([]);
  });

  it('places at least 95 % of the held-out phrasings in their intent', async () => {
    const misses: string[] = [];
    for (const { text, intent } of heldOut) {
      const understood = await understand(text);
      if (understood.intent !== intent) misses.push(`${text} → ${understood.intent} (expected ${intent})`);
    }
    const accuracy = (heldOut.length - misses.length) / heldOut.length;
    console.log(`Held-out intent accuracy: ${(accuracy * 100).toFixed(1)} % (${heldOut.length - misses.length}/${heldOut.length})${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('reads at least 90 % of 50 date phrasings as the day they mean', async () => {
    expect(DATES).toHaveLength(50);
    const misses: string[] = [];
    for (const [text, direction, day] of DATES) {
      const said = parseSaidDates(text, TODAY, direction, (await understand(text)).days);
      if (said?.from !== day) misses.push(`${text} (${direction}) → ${said?.from ?? 'nothing'} (expected ${day})`);
    }
    const accuracy = (DATES.length - misses.length) / DATES.length;
    console.log(`Date parser accuracy: ${(accuracy * 100).toFixed(1)} % (${DATES.length - misses.length}/${DATES.length})${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('finds the leave type, the work type and a span of days', async () => {
    expect(await understand("what's my CL balance?")).toMatchObject({ intent: 'leave.balance', leaveType: 'CL' });
    expect(await understand('how much sick leave is left')).toMatchObject({ leaveType: 'SL' });
    expect(await understand('i worked from home on monday please regularize')).toMatchObject({ intent: 'regularization.apply', workType: 'WFH' });
    expect(parseSaidDates('apply PL from 2 dec to 4 dec', TODAY, 'future')).toEqual({ from: '2026-12-02', to: '2026-12-04' });
  });

  it('leaves what it does not know to the fallback', async () => {
    expect((await understand('qwerty zxcv asdf')).intent).toBe('None');
  });
});
