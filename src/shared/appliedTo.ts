/**
 * Spec 000 §3 applied-to data, plus this product's fallback approver: set only when the employee
 * has no primary manager (docs/regularization.md, "Who an application goes to").
 */
export interface AppliedToData {
  primary: { primaryManagerName: string; primaryManagerId: string } | null;
  reviewer: { reviewerManagerName: string; reviewerManagerId: string } | null;
  fallback?: { fallbackApproverName: string; fallbackApproverId: string } | null;
}

/** What an employee with no reporting manager, no reviewer and no fallback approver in the organisation is told. */
export const NO_APPROVER = 'No reporting manager is set for you and the organisation has no fallback approver: ask HR to set one';

/** The Applying to choices, the default first: the primary manager, else the fallback approver; then the reviewer. */
export function approverOptions(data: AppliedToData | null): { value: string; label: string }[] {
  return [
    data?.primary ? { value: data.primary.primaryManagerId, label: `${data.primary.primaryManagerName} (Primary Manager)` } : null,
    data?.fallback ? { value: data.fallback.fallbackApproverId, label: `${data.fallback.fallbackApproverName} (Fallback Approver)` } : null,
    data?.reviewer ? { value: data.reviewer.reviewerManagerId, label: `${data.reviewer.reviewerManagerName} (Reviewer)` } : null,
  ].filter((option) => option !== null);
}

/** The line an apply form shows under Applying to when no reporting manager is set; null when one is. */
export function fallbackNotice(data: AppliedToData | null): string | null {
  if (!data || data.primary) return null;
  if (data.fallback) {
    return `No reporting manager is set for you: requests go to ${data.fallback.fallbackApproverName} (${data.fallback.fallbackApproverId}), your organisation's fallback approver.`;
  }
  return NO_APPROVER;
}
