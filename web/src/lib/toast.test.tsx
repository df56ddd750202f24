import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

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

  it('shows an action button that runs its handler once and closes the toast', async () => {
    render(<Toaster />);
    const onClick = vi.fn();
    toast({ title: 'Booking Updated', description: "Layla's booking is now cancelled.", action: { label: 'Undo', onClick } });

    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo.closest('[data-sonner-toast]')).toHaveTextContent('Booking Updated');
    // A click without the pointer's capture, which jsdom lacks (the toast's swipe handler asks for it).
    fireEvent.click(undo);
    expect(onClick).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    });
  });
});
