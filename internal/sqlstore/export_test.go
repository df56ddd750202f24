package sqlstore

import (
	"context"

	"github.com/dayspa/dayspa"
)

// MigrateDownTo undoes the migrations after version: the tests of a
// migration that changes data start from the schema before it.
func (db *DB) MigrateDownTo(ctx context.Context, version int64) error {
	p, err := db.migrations()
	if err != nil {
		return err
	}
	_, err = p.DownTo(ctx, version)
	return err
}

// CreateBookingOvertaken is CreateBooking with overtaken run after the
// room and therapists are chosen on a snapshot of the day and before the
// write transaction: another request or a change of the team overtaking
// this one.
func (db *DB) CreateBookingOvertaken(ctx context.Context, nb dayspa.NewBooking, rules dayspa.SlotRules, overtaken func()) (*dayspa.Booking, error) {
	return db.createBookingAfter(ctx, nb, rules, overtaken)
}

// PipelinedBookings is how many bookings were made in two round trips
// (PostgreSQL; see booking_pipeline.go).
func (db *DB) PipelinedBookings() int64 { return db.pipelined.Load() }
