package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.ManageStore = (*DB)(nil)

// The guest's manage page finds its booking by the hash of the link's
// token: manage_tokens keeps the hash of every link the booking's messages
// carry, with the booking, whatever becomes of the messages.

const managedBookingSQL = `
	SELECT b.id, b.service_id, s.name, b.end_minute - b.start_minute, b.booking_date, b.booking_time,
		b.start_minute, b.end_minute, b.status, b.total_amount, c.name,
		b.preferred_gender, b.preferred_therapist_id, b.language, COALESCE(e.code, '')
	FROM manage_tokens t
	JOIN bookings b ON b.id = t.booking_id
	JOIN services s ON s.id = b.service_id
	JOIN customers c ON c.id = b.customer_id
	LEFT JOIN entitlements e ON e.id = b.entitlement_id
	WHERE t.token_hash = $1`

func managedBooking(ctx context.Context, tx *Tx, tokenHash string, rules dayspa.ManageRules) (*dayspa.ManagedBooking, error) {
	var b dayspa.ManagedBooking
	var status, gender, code string
	var therapist sql.NullInt64
	err := tx.QueryRowContext(ctx, managedBookingSQL, tokenHash).Scan(&b.ID, &b.ServiceID, &b.ServiceName, &b.Duration,
		&b.BookingDate, &b.BookingTime, &b.StartMinute, &b.EndMinute, &status, &b.TotalAmount, &b.CustomerName,
		&gender, &therapist, &b.Language, &code)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgManageLink)
	} else if err != nil {
		return nil, fmt.Errorf("managed booking: %w", err)
	}
	b.Status = dayspa.BookingStatus(status)
	b.Preference = dayspa.Preference{Gender: dayspa.Gender(gender), TherapistID: therapist.Int64}
	b.EndTime = dayspa.FormatClock(b.EndMinute)
	if code != "" {
		b.SessionHint = dayspa.CodeHint(code)
	}
	if b.Documents, err = bookingDocuments(ctx, tx, b.ID); err != nil {
		return nil, err
	}
	if err := rules.Check(&b, tx.db.location); err != nil {
		return nil, err
	}
	return &b, nil
}

// ManagedBooking returns the booking of the link's token.
func (db *DB) ManagedBooking(ctx context.Context, tokenHash string, rules dayspa.ManageRules) (*dayspa.ManagedBooking, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.ManagedBooking, error) {
		return managedBooking(ctx, tx, tokenHash, rules)
	})
}

// ManagedDocument returns document id when it is one of the documents of
// the link's booking; ENOTFOUND for another booking's or an unknown one,
// the same answer, so a link tells nothing of other documents.
func (db *DB) ManagedDocument(ctx context.Context, tokenHash string, id int64, rules dayspa.ManageRules) (*dayspa.TaxDocument, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.TaxDocument, error) {
		b, err := managedBooking(ctx, tx, tokenHash, rules)
		if err != nil {
			return nil, err
		}
		for _, d := range b.Documents {
			if d.ID == id {
				return findTaxDocument(ctx, tx, id, "")
			}
		}
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDocumentNotFound)
	})
}

// CancelByGuest cancels the booking of the link's token, with its
// message, in one transaction.
func (db *DB) CancelByGuest(ctx context.Context, tokenHash string, rules dayspa.ManageRules) (*dayspa.ManagedBooking, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.ManagedBooking, error) {
		b, err := managedBooking(ctx, tx, tokenHash, rules)
		if err != nil {
			return nil, err
		}
		if err := b.Changeable(); err != nil {
			return nil, err
		}
		if _, err := setBookingStatus(ctx, tx, b.ID, dayspa.StatusCancelled, dayspa.GuestCancelReason); err != nil {
			return nil, err
		}
		// setBookingStatus made the move: the domain allows it.
		ev, _ := dayspa.StatusChangeEvent(b.Status, dayspa.StatusCancelled)
		if err := bookingChanged(ctx, tx, b.ID, ev, b.Status == dayspa.StatusConfirmed, false); err != nil {
			return nil, err
		}
		if err := refundInFreeWindow(ctx, tx, b.ID); err != nil {
			return nil, err
		}
		if b, err = managedBooking(ctx, tx, tokenHash, rules); err != nil {
			return nil, err
		}
		return b, nil
	})
}

// RescheduleByGuest moves the booking of the link's token with the
// booking rule, as a new booking at that time would be placed for the
// guest's therapist preference, and writes the change's message, in one
// transaction: a refusal leaves the booking where it was.
func (db *DB) RescheduleByGuest(ctx context.Context, tokenHash string, d dayspa.Date, minute int, slots dayspa.SlotRules, rules dayspa.ManageRules) (*dayspa.ManagedBooking, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.ManagedBooking, error) {
		b, err := managedBooking(ctx, tx, tokenHash, rules)
		if err != nil {
			return nil, err
		}
		if err := b.CanMoveTo(d, minute); err != nil {
			return nil, err
		}
		_, err = moveBooking(ctx, tx, b.ID, &d, &minute, rulePlaces(slots, b.Preference, b.ID), tellGuestNow)
		if err != nil {
			return nil, err
		}
		if b, err = managedBooking(ctx, tx, tokenHash, rules); err != nil {
			return nil, err
		}
		return b, nil
	})
}
