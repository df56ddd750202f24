package httpapi

import (
	"context"

	"github.com/dayspa/dayspa"
)

// withDeposit adds to b, a booking its guest manages, the deposit paid
// and the terms agreed (dayspa.ManagedDepositOf) when it asked one;
// nothing for a booking that asked none.
func (s *Server) withDeposit(ctx context.Context, b *dayspa.ManagedBooking) error {
	hold, err := s.store.BookingHold(ctx, b.ID)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		return nil
	} else if err != nil {
		return err
	}
	payments, err := s.store.BookingPayments(ctx, b.ID)
	if err != nil {
		return err
	}
	start := b.BookingDate.At(b.StartMinute, s.cfg.Location)
	b.Deposit = dayspa.ManagedDepositOf(*hold, payments, start, s.now())
	return nil
}
