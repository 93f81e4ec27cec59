import type { Answer } from './answers.js';
import { ProductError, type ProductClient } from './productClient.js';
import { leaveBalance, lopDays, nextHoliday, pendingApprovals, regularizationStatus, reportingManager } from './readTools.js';

/** Answers a question the intent model did not place, or null (then the fallback answers). */
export type FreeFormModel = (question: string, product: ProductClient, today: string) => Promise<Answer | null>;

/** The read-only tools offered to the model, by name. */
const TOOLS: Record<string, { description: string; run: (product: ProductClient) => Promise<Answer> }> = {
  leave_balance: { description: "The employee's leave balances", run: (product) => leaveBalance(product, null) },
  next_holiday: { description: "The employee's upcoming holidays", run: nextHoliday },
  lop_days: { description: "The employee's LOP days in this payroll month", run: lopDays },
  regularization_status: { description: "The employee's regularization requests and their status", run: (product) => regularizationStatus(product, null) },
  reporting_manager: { description: "The employee's reporting manager and reviewer", run: reportingManager },
  pending_approvals: { description: 'Requests waiting for the employee’s approval (managers)', run: pendingApprovals },
};

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
      const tools = Object.entries(TOOLS).map(([name, tool]) => ({ type: 'function', function: { name, description: tool.description, parameters: { type: 'object', properties: {} } } }));
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
          const result = tool ? await tool.run(product) : { text: 'No such tool.', links: [] };
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
