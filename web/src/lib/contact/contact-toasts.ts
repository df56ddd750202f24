/** What a visitor sees after sending a contact message. */
export const contactToasts = {
  success: {
    title: 'Message Sent Successfully!',
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  failure: {
    title: 'Failed to Send Message',
    description: 'Please try again or contact us directly via WhatsApp.',
    variant: 'destructive',
  },
} as const;
