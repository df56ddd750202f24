import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Toaster } from '@/components/ui/toaster';

import { toast } from './toast';

describe('toast', () => {
  it('mounts the toast area on first use and shows the title and description', async () => {
    render(<Toaster />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    toast({ title: 'Message Sent Successfully!', description: "We'll get back to you within 24 hours." });

    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
  });

  it('shows a destructive toast as an error, one toast at a time', async () => {
    render(<Toaster />);
    toast({ title: 'First' });
    toast({ title: 'Failed to Send Message', description: 'Please try again.', variant: 'destructive' });

    const title = await screen.findByText('Failed to Send Message');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(1);
  });
});
