/** SPEC §5 Delete transaction: the question, word for word. */
export const deleteQuestion = (invoiceNumber: string) =>
  `Are you sure you want to delete this transaction (Invoice #${invoiceNumber})? This action cannot be undone.`;

/** SPEC §8: what a failed report download says. */
export const reportErrorToast = { title: 'Error', description: 'Failed to generate PDF report. Please try again.' } as const;
