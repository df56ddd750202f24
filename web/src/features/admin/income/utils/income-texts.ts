/** Deleting an invoice asks this, word for word (docs/product.md, Questions). */
export const deleteQuestion = (invoiceNumber: string) =>
  `Are you sure you want to delete this transaction (Invoice #${invoiceNumber})? This action cannot be undone.`;

/** What a failed report download says (docs/product.md, Toasts). */
export const reportErrorToast = { title: 'Error', description: 'Failed to generate PDF report. Please try again.' } as const;

/** What an edit or a delete of a record with a tax invoice issues, in the dialog's words. */
export const correctionNotice = {
  edit: (number: string) => `This sale has tax invoice ${number}. Saving issues a credit note and a corrected invoice.`,
  delete: (number: string) => `This sale has tax invoice ${number}. Deleting issues a credit note for the whole invoice.`,
};
