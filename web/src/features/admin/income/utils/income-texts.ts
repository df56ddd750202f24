/** Deleting an invoice asks this, word for word (docs/product.md, Questions). */
export const deleteQuestion = (invoiceNumber: string) =>
  `Are you sure you want to delete this transaction (Invoice #${invoiceNumber})? This action cannot be undone.`;

/** What a failed report download says (docs/product.md, Toasts). */
export const reportErrorToast = { title: 'Error', description: 'Failed to generate PDF report. Please try again.' } as const;
