// @nlpjs ships no types; the few members the chatbot uses (docs/chatbot.md).
declare module '@nlpjs/nlp' {
  export interface NlpEntity {
    entity: string;
    option?: string;
    sourceText?: string;
    utteranceText?: string;
    accuracy?: number;
  }
  export interface NlpResult {
    intent: string;
    score: number;
    entities: NlpEntity[];
    classifications?: { intent: string; score: number }[];
  }
  export class Nlp {
    constructor(settings?: Record<string, unknown>);
    use(plugin: unknown): void;
    addLanguage(locale: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    addNerRuleOptionTexts(locale: string, entity: string, option: string, texts: string[]): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string, context?: unknown, settings?: Record<string, unknown>): Promise<NlpResult>;
  }
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
