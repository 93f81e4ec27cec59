import corpusFile from './corpus/intents.json' with { type: 'json' };

export type Intent = keyof typeof corpusFile.intents;
export interface Phrasing {
  text: string;
  intent: Intent;
}

/** The corpus kept in the repository (src/chatbot/corpus/intents.json). */
export const corpus = corpusFile;

/** Every fifth phrasing of an intent is held out: the accuracy test's set, never trained on. */
export const HELD_OUT_EVERY = 5;

export function splitCorpus(): { training: Phrasing[]; heldOut: Phrasing[] } {
  const training: Phrasing[] = [];
  const heldOut: Phrasing[] = [];
  for (const [intent, texts] of Object.entries(corpus.intents) as [Intent, string[]][]) {
    texts.forEach((text, index) => ((index + 1) % HELD_OUT_EVERY === 0 ? heldOut : training).push({ text, intent }));
  }
  return { training, heldOut };
}
