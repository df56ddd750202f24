package sqlstore

import (
	"context"
	"database/sql"

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

// InWrite, InRead and InSnapshot run fn through the store's transaction
// helpers, with the transaction's *sql.Tx.
func (db *DB) InWrite(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return db.inWrite(ctx, func(tx *Tx) error { return fn(tx.Tx) })
}

func (db *DB) InRead(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return db.inRead(ctx, func(tx *Tx) error { return fn(tx.Tx) })
}

func (db *DB) InSnapshot(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return db.inSnapshot(ctx, func(tx *Tx) error { return fn(tx.Tx) })
}

// WriteValue is the generic write helper.
func WriteValue[T any](ctx context.Context, db *DB, fn func(tx *sql.Tx) (T, error)) (T, error) {
	return write(ctx, db, func(tx *Tx) (T, error) { return fn(tx.Tx) })
}
