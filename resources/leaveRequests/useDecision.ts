import { useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import { rejectReasonProblem } from '../../src/shared/regularizationRules';

/**
 * Approving or rejecting one request (PUT {path(code)}/decision): approval at once, rejection through
 * the reason dialog, whose reason must pass the same rule the server applies.
 */
export function useDecision(pathOf: (code: string) => string, onDecided: () => void) {
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(code: string, decision: 'Approved' | 'Rejected', remarks?: string) {
    setBusy(true);
    try {
      await apiRequest(`${pathOf(code)}/decision`, { method: 'PUT', body: { decision, remarks: remarks ?? null } });
      showToast(decision === 'Approved' ? 'Approved successfully!' : 'Rejected successfully!', 'success');
      setRejecting(null);
      onDecided();
    } catch {
      // The HTTP client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    approve: (code: string) => void decide(code, 'Approved'),
    startReject: (code: string) => {
      setRejecting(code);
      setReason('');
      setError(null);
    },
    dialog: {
      open: rejecting !== null,
      reason,
      error,
      busy,
      onReason: (next: string) => {
        setReason(next);
        setError(null);
      },
      onSubmit: () => {
        const problem = rejectReasonProblem(reason);
        if (problem) setError(problem);
        else if (rejecting) void decide(rejecting, 'Rejected', reason.trim());
      },
      onClose: () => setRejecting(null),
    },
  };
}
