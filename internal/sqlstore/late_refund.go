package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

// tellLateRefund writes, in the transaction that records the refund of
// payment id, the guest's e-mail saying why they were refunded, when the
// payment came after its booking's hold: the booking is expired (a hold
// that ran out, whether the sweep or the late payment's handling ended
// it). A refund of a booking in any other state is not this message's.
func tellLateRefund(ctx context.Context, tx *Tx, paymentID int64) error {
	var (
		bookingID int64
		version   int
		status    string
		email     string
	)
	err := tx.QueryRowContext(ctx, `
		SELECT b.id, b.version, b.status, c.email FROM booking_payments p
		JOIN bookings b ON b.id = p.booking_id
		JOIN customers c ON c.id = b.customer_id
		WHERE p.id = $1`, paymentID).Scan(&bookingID, &version, &status, &email)
	if err != nil {
		return fmt.Errorf("refunded payment %d booking: %w", paymentID, err)
	}
	if dayspa.BookingStatus(status) != dayspa.StatusExpired || email == "" {
		return nil
	}
	return writeMessages(ctx, tx, bookingID, version, []dayspa.PlannedMessage{{
		Kind: dayspa.KindLatePaymentRefunded, Recipient: email, DueAt: tx.now,
	}})
}
