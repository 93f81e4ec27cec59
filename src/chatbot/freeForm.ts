import type { Answer } from './answers.js';
import { parseSaidDates } from './dateParser.js';
import { ProductError, type ProductClient } from './productClient.js';
import { dayReason, leaveBalance, lopDays, nextHoliday, pendingApprovals, regularizationStatus, reportingManager, ticketStatus } from './readTools.js';

/** Answers a question the intent model did not place, or null (then the fallback answers). */
export type FreeFormModel = (question: string, product: ProductClient, today: string) => Promise<Answer | null>;

/** What a tool runs with: the employee's product client, the model's arguments, the question and the employee's today. */
interface ToolCall {
  product: ProductClient;
  args: Record<string, unknown>;
  question: string;
  today: string;
}

interface Tool {
  description: string;
  /** The arguments' JSON Schema, as the chat completions API takes it. */
  parameters: { type: 'object'; properties: Record<string, { type: 'string'; description: string }>; required?: string[] };
  run: (call: ToolCall) => Promise<Answer>;
}

const NONE: Tool['parameters'] = { type: 'object', properties: {} };

/** The read-only tools offered to the model, by name: the intents' own tools (readTools.ts), never a request. */
const TOOLS: Record<string, Tool> = {
  leave_balance: { description: "The employee's leave balances", parameters: NONE, run: ({ product }) => leaveBalance(product, null) },
  next_holiday: { description: "The employee's upcoming holidays", parameters: NONE, run: ({ product }) => nextHoliday(product) },
  lop_days: { description: "The employee's LOP days in this payroll month", parameters: NONE, run: ({ product }) => lopDays(product) },
  regularization_status: { description: "The employee's regularization requests and their status", parameters: NONE, run: ({ product }) => regularizationStatus(product, null) },
  reporting_manager: { description: "The employee's reporting manager and reviewer", parameters: NONE, run: ({ product }) => reportingManager(product) },
  pending_approvals: { description: 'Requests waiting for the employee’s approval (managers)', parameters: NONE, run: ({ product }) => pendingApprovals(product) },
  absence_reason: {
    description: "Why the employee's attendance on one day is what it is (absent, half day, LOP): the day's record and its decision trace",
    parameters: { type: 'object', properties: { date: { type: 'string', description: 'The day, as yyyy-MM-dd' } }, required: ['date'] },
    run: async ({ product, args, today }) => {
      // The model is asked for yyyy-MM-dd; a day said in words ("yesterday") is read as the intents read a question's day.
      const said = typeof args.date === 'string' ? parseSaidDates(args.date, today, 'past') : null;
      const date = typeof args.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(args.date) ? args.date : said?.from;
      return date ? dayReason(product, date) : { text: 'The date is missing: give it as yyyy-MM-dd.', links: [] };
    },
  },
  ticket_status: {
    description: "The status of the employee's help desk tickets (My Requests), those about the given words first",
    parameters: { type: 'object', properties: { about: { type: 'string', description: 'Words naming the ticket, e.g. "laptop"' } } },
    run: ({ product, args, question }) => ticketStatus(product, typeof args.about === 'string' && args.about.trim() ? args.about : question),
  },
};

/** A tool call's arguments: a JSON object in a string (the API's form); anything else is none. */
function argumentsOf(raw: unknown): Record<string, unknown> {
  try {
    const parsed = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface LlmConfig {
  /** The API's base, e.g. https://api.openai.com/v1 (CHAT_LLM_URL): `/chat/completions` is added. */
  url: string;
  model: string;
  apiKey?: string;
  /** The whole free-form answer's budget, every round and tool included (CHAT_LLM_TIMEOUT_MS): within the widget's 40 s, so the fallback still reaches it. */
  timeoutMs: number;
}

/**
 * CHAT_LLM_URL: an OpenAI-compatible chat completions server, given the question and the read-only
 * tools (each reads the product with the employee's own token). Any failure or lateness of that
 * server is no answer (then the fallback answers); the employee's expired token is the product's 401.
 */
export function openAiFreeForm({ url: baseUrl, model, apiKey, timeoutMs }: LlmConfig): FreeFormModel {
  return async (question, product, today) => {
    // One deadline for all the rounds: each waiting its own would let three slow rounds outlast the widget.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const tools = Object.entries(TOOLS).map(([name, tool]) => ({ type: 'function', function: { name, description: tool.description, parameters: tool.parameters } }));
      const messages: unknown[] = [
        { role: 'system', content: `You are an HR assistant. Today is ${today}. Answer only from the tools' results; if they do not answer the question, say what you can help with.` },
        { role: 'user', content: question },
      ];
      const links: Answer['links'] = [];
      for (let round = 0; round < 3; round += 1) {
        const response = await fetch(`${baseUrl.replace(/\/$/, '')}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({ model, messages, tools }),
          signal,
        });
        if (!response.ok) return null;
        const choice = (await response.json()).choices?.[0]?.message;
        if (!choice) return null;
        if (!choice.tool_calls?.length) return typeof choice.content === 'string' && choice.content.trim() ? { text: choice.content.trim(), links } : null;
        messages.push(choice);
        for (const call of choice.tool_calls) {
          const tool = TOOLS[call.function?.name];
          const result = tool ? await tool.run({ product, args: argumentsOf(call.function?.arguments), question, today }) : { text: 'No such tool.', links: [] };
          links.push(...result.links.filter((link) => !links.some((known) => known.path === link.path)));
          messages.push({ role: 'tool', tool_call_id: call.id, content: result.text });
        }
      }
      return null;
    } catch (error) {
      if (error instanceof ProductError && error.status === 401) throw error;
      return null;
    }
  };
}
