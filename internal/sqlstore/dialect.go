package sqlstore

import (
	"context"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
)

// The few places where SQLite and PostgreSQL really differ. Everything else
// is one SQL text with $1 placeholders for both, but for the booking's
// write, which on PostgreSQL is one statement of data-modifying CTEs
// (writeBookingPostgres in booking.go: SQLite has no such CTEs, and needs
// none, its statements costing no round trip).

// SQLite extended result codes and PostgreSQL SQLSTATEs of constraint
// violations.
const (
	sqliteConstraintForeignKey = 787  // SQLITE_CONSTRAINT_FOREIGNKEY
	sqliteConstraintPrimaryKey = 1555 // SQLITE_CONSTRAINT_PRIMARYKEY
	sqliteConstraintUnique     = 2067 // SQLITE_CONSTRAINT_UNIQUE
	pgUniqueViolation          = "23505"
	pgForeignKeyViolation      = "23503"
	// sqliteBusy is SQLITE_BUSY, "database is locked" (its extended codes
	// keep it in their low byte): another process held the write lock for
	// the whole busy timeout.
	sqliteBusy = 5
)

// isBusy reports whether err is SQLite's "database is locked".
func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqliteBusy
}

// isUniqueViolation reports whether err is a unique or primary key
// constraint violation on either engine.
func isUniqueViolation(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqliteConstraintUnique || se.Code() == sqliteConstraintPrimaryKey
	}
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == pgUniqueViolation
}

// isForeignKeyViolation reports whether err is a foreign key violation on
// either engine.
func isForeignKeyViolation(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqliteConstraintForeignKey
	}
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == pgForeignKeyViolation
}

// lockDaySQL takes the lock of the day $1 (its ISO date) until the
// transaction's end, on PostgreSQL.
const lockDaySQL = `SELECT pg_advisory_xact_lock(hashtextextended('dayspa:booking-day:' || current_schema() || ':' || $1::text, 0))`

// lockDay serialises the transactions that book day d, until tx ends.
//
// SQLite: nothing to do. Every write transaction begins IMMEDIATE on the
// one write connection, so it already holds the database's only write lock.
//
// PostgreSQL: a transaction-scoped advisory lock keyed on the day (and the
// schema). It holds across every server instance sharing the database, is
// released at commit or rollback, and leaves bookings of other days free to
// proceed. Under READ COMMITTED each later statement sees every booking
// committed by the previous holder.
func lockDay(ctx context.Context, tx *Tx, d dayspa.Date) error {
	if tx.db.engine != EnginePostgres {
		return nil
	}
	_, err := tx.ExecContext(ctx, lockDaySQL, d.String())
	if err != nil {
		return fmt.Errorf("lock day %s: %w", d, err)
	}
	return nil
}

// lockSeed serialises concurrent Seed calls of several instances that start
// at once on one PostgreSQL database. On SQLite the write lock does it.
func lockSeed(ctx context.Context, tx *Tx) error {
	if tx.db.engine != EnginePostgres {
		return nil
	}
	if _, err := tx.ExecContext(ctx,
		`SELECT pg_advisory_xact_lock(hashtextextended('dayspa:seed:' || current_schema(), 0))`); err != nil {
		return fmt.Errorf("lock seed: %w", err)
	}
	return nil
}

// lockSpecialDays serialises the writes of special days, so that two
// overlapping ones cannot both pass the overlap check. On SQLite the write
// lock does it.
func lockSpecialDays(ctx context.Context, tx *Tx) error {
	if tx.db.engine != EnginePostgres {
		return nil
	}
	if _, err := tx.ExecContext(ctx,
		`SELECT pg_advisory_xact_lock(hashtextextended('dayspa:special-days:' || current_schema(), 0))`); err != nil {
		return fmt.Errorf("lock special days: %w", err)
	}
	return nil
}

// pgExclusionViolation is the SQLSTATE of an exclusion constraint's
// refusal: on PostgreSQL, the last line of defence against a room or a
// therapist held twice at once.
const pgExclusionViolation = "23P01"

// isExclusionViolation reports whether err is PostgreSQL refusing a
// double booking.
func isExclusionViolation(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == pgExclusionViolation
}
