import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/AppError.js';
import type { JobHandle } from './jobStore.js';

/**
 * Runs a background job's work after the request has answered 202: its end is recorded on the job
 * (done with the work's message and result; failed with an AppError's message and details, or with
 * `failure` for anything unexpected, which is logged). Never rejects.
 */
export function runJob(job: JobHandle, log: FastifyBaseLogger, failure: string, work: () => Promise<{ message: string; result?: unknown }>): void {
  void (async () => {
    try {
      const { message, result } = await work();
      await job.done(message, result);
    } catch (error) {
      if (error instanceof AppError) return job.failed(error.message, error.details);
      log.error(error, `job ${job.id} failed`);
      await job.failed(failure);
    }
  })().catch((error) => log.error(error, `job ${job.id} could not record its end`));
}
