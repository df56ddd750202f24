package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.OutboxStore = (*DB)(nil)

// The outbox: the messages of each booking change are rows written in the
// change's own transaction (writeMessages), so there is no booking without
// its messages nor a message without its booking. The sender claims due
// rows for a lease (ClaimMessages): on PostgreSQL FOR UPDATE SKIP LOCKED
// lets several instances claim side by side without ever taking the same
// row, and a row whose lease ran out (its instance died) is claimed again.

// outboxInsert is the head of an INSERT of messages, whose VALUES rows
// give per message its booking, the booking's version, the time written,
// then messageValues' columns with the due time twice (due_at and
// next_attempt_at).
const outboxInsert = `INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar, due_at, next_attempt_at, manage_token)`

// insertOutboxSQL writes n messages of one booking: $1 the booking, $2 its
// version, $3 the time written, then per message messageValues.
func insertOutboxSQL(n int) string {
	var b strings.Builder
	b.WriteString(outboxInsert + ` VALUES `)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		p := 4 + 5*i
		fmt.Fprintf(&b, "($1, $2, $3, $%d, $%d, $%d, $%d, $%d, $%d)", p, p+1, p+2, p+3, p+3, p+4)
	}
	return b.String()
}

// insertManageTokensSQL keeps the hashes of n manage links for one
// booking: $1 the booking, then the hashes. A link belongs to its booking
// and outlives the message that carried it (a reminder written again for
// a new time, a stale message dropped): every link the guest was sent
// opens the booking.
func insertManageTokensSQL(n int) string {
	var b strings.Builder
	b.WriteString(`INSERT INTO manage_tokens (booking_id, token_hash) VALUES `)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "($1, $%d)", 2+i)
	}
	return b.String()
}

// messageValues are the columns of a planned message that are its own:
// its kind, recipient, calendar flag, due time, and when it carries the
// manage link a fresh token of its own (else NULL). hash is that token's
// hash, for manage_tokens ("" without a link).
func messageValues(m dayspa.PlannedMessage) (values []any, hash string) {
	var token any
	if m.Manage {
		t := dayspa.NewManageToken()
		token, hash = t, dayspa.HashManageToken(t)
	}
	return []any{string(m.Kind), m.Recipient, m.Calendar, dbTime(m.DueAt), token}, hash
}

// writeMessages stores the planned messages of booking id at version, in
// one statement, and the hashes of their manage links in another.
func writeMessages(ctx context.Context, tx *Tx, id int64, version int, planned []dayspa.PlannedMessage) error {
	if len(planned) == 0 {
		return nil
	}
	args := make([]any, 0, 3+5*len(planned))
	args = append(args, id, version, tx.now)
	hashes := []any{id}
	for _, m := range planned {
		v, hash := messageValues(m)
		args = append(args, v...)
		if hash != "" {
			hashes = append(hashes, hash)
		}
	}
	if _, err := tx.exec(ctx, insertOutboxSQL(len(planned)), args...); err != nil {
		return fmt.Errorf("booking %d messages: %w", id, err)
	}
	if n := len(hashes) - 1; n > 0 {
		if _, err := tx.exec(ctx, insertManageTokensSQL(n), hashes...); err != nil {
			return fmt.Errorf("booking %d manage links: %w", id, err)
		}
	}
	return nil
}

// bookingChanged records a change of booking id that its guest is told of:
// its version goes up, its unsent messages meet the fate the domain gives
// them (BookingEvent.PendingFate: the reminders go, for Plan to write them
// again where they still apply; the guest's others are dropped as stale),
// and the messages the change sends are written.
func bookingChanged(ctx context.Context, tx *Tx, id int64, ev dayspa.BookingEvent, wasConfirmed, undoable bool) error {
	var (
		version     int
		status      string
		email       string
		date        dayspa.Date
		startMinute int
	)
	err := tx.QueryRowContext(ctx, `
		UPDATE bookings SET version = version + 1 WHERE id = $1
		RETURNING version, status, booking_date, start_minute, customer_id`, id).Scan(&version, &status, &date, &startMinute, new(int64))
	if err != nil {
		return fmt.Errorf("booking %d version: %w", id, err)
	}
	if err := tx.QueryRowContext(ctx, `SELECT c.email FROM customers c JOIN bookings b ON b.customer_id = c.id WHERE b.id = $1`, id).Scan(&email); err != nil {
		return fmt.Errorf("booking %d guest: %w", id, err)
	}
	if err := noteHoldCancelled(ctx, tx, id, status); err != nil {
		return err
	}
	if err := keepSession(ctx, tx, id, dayspa.BookingStatus(status), date); err != nil {
		return err
	}
	replanned, stale := ev.PendingOnChange()
	if len(replanned) > 0 {
		if _, err := tx.ExecContext(ctx, `DELETE FROM outbox WHERE booking_id = $1 AND status = $2 AND kind IN (`+placeholders(3, len(replanned))+`)`,
			append([]any{id, string(dayspa.MessagePending)}, kindArgs(replanned)...)...); err != nil {
			return fmt.Errorf("booking %d reminders: %w", id, err)
		}
	}
	if len(stale) > 0 {
		if _, err := tx.ExecContext(ctx, `
			UPDATE outbox SET status = $1, last_error = $2, manage_token = NULL
			WHERE booking_id = $3 AND status = $4 AND booking_version < $5 AND kind IN (`+placeholders(6, len(stale))+`)`,
			append([]any{string(dayspa.MessageDropped), msgStale, id, string(dayspa.MessagePending), version}, kindArgs(stale)...)...); err != nil {
			return fmt.Errorf("booking %d stale messages: %w", id, err)
		}
	}
	planned := tx.db.messages.Plan(dayspa.BookingChange{
		Event: ev, Status: dayspa.BookingStatus(status), WasConfirmed: wasConfirmed, GuestEmail: email,
		Start: date.At(startMinute, tx.db.location), Undoable: undoable,
	}, tx.now)
	return writeMessages(ctx, tx, id, version, planned)
}

// kindArgs are the kinds as query arguments.
func kindArgs(kinds []dayspa.MessageKind) []any {
	out := make([]any, len(kinds))
	for i, k := range kinds {
		out[i] = string(k)
	}
	return out
}

// msgStale is the last error of a message dropped because its booking
// changed before it was sent.
const msgStale = "not sent: the booking changed before it was sent"

// outboxColumns and outboxJoin read a message with its booking (see
// scanQueued). A privacy link belongs to no booking (its booking_id is
// NULL): the booking's columns read as zero values, and its language is
// the message's own.
const outboxColumns = `o.id, COALESCE(o.booking_id, 0), o.kind, o.recipient, o.status, o.attempts, o.last_error,
	o.due_at, o.next_attempt_at, o.sent_at, o.created_at, o.booking_version, o.calendar,
	COALESCE(o.manage_token, ''), o.subject, o.body_text, o.body_html,
	COALESCE(b.status, ''), COALESCE(b.version, 0), b.booking_date, COALESCE(b.start_minute, 0), COALESCE(b.end_minute, 0),
	COALESCE(b.booking_time, ''), COALESCE(c.name, ''), COALESCE(c.email, ''), COALESCE(c.phone, ''),
	COALESCE(s.name, ''), COALESCE(s.name_ar, ''), COALESCE(b.total_amount, 0), COALESCE(b.special_requests, ''),
	COALESCE(b.status_reason, ''), COALESCE(b.preferred_gender, ''), b.preferred_therapist_id, COALESCE(pt.name, ''),
	COALESCE(b.language, o.language), o.tax_document_id,
	ph.amount, COALESCE(ph.free_cancel_hours, 0), COALESCE(ph.late_cancel_fee, 0), COALESCE(ph.no_show_fee, 0),
	(SELECT COALESCE(SUM(bp.amount - bp.refunded_amount), 0) FROM booking_payments bp WHERE bp.booking_id = o.booking_id AND bp.status = 'paid'),
	(SELECT COALESCE(SUM(bp.amount), 0) FROM booking_payments bp WHERE bp.booking_id = o.booking_id AND bp.status = 'refunded'),
	COALESCE(pl.kind, ''), COALESCE(pl.amount, 0), COALESCE(pl.url, ''), pl.expires_at, o.gift_card_order_id, o.offer_order_id, o.renewal_id`

const outboxJoin = ` FROM outbox o
	LEFT JOIN bookings b ON b.id = o.booking_id
	LEFT JOIN customers c ON c.id = b.customer_id
	LEFT JOIN services s ON s.id = b.service_id
	LEFT JOIN therapists pt ON pt.id = b.preferred_therapist_id
	LEFT JOIN payment_holds ph ON ph.booking_id = o.booking_id
	LEFT JOIN payment_links pl ON pl.id = o.payment_link_id`

func scanQueued(row scanner) (dayspa.QueuedMessage, error) {
	var q dayspa.QueuedMessage
	m, b := &q.Message, &q.Booking
	var kind, status, bstatus string
	var sentAt sql.NullTime
	var sent dayspa.RenderedMessage
	var gender, therapistName string
	var therapist sql.NullInt64
	var date sql.Null[dayspa.Date]
	var held sql.NullInt64
	var dep dayspa.MessageDeposit
	var link dayspa.MessageLink
	var linkKind string
	var linkEnds sql.NullTime
	err := row.Scan(&m.ID, &m.BookingID, &kind, &m.Recipient, &status, &m.Attempts, &m.LastError,
		&m.DueAt, &m.NextAttemptAt, &sentAt, &m.CreatedAt, &m.BookingVersion, &m.Calendar,
		&m.ManageToken, &sent.Subject, &sent.Text, &sent.HTML,
		&bstatus, &b.Version, &date, &b.StartMinute, &b.EndMinute, &b.Time,
		&b.CustomerName, &b.CustomerEmail, &b.CustomerPhone, &b.ServiceName, &b.ServiceNameAr, &b.Amount, &b.Requests, &b.Reason,
		&gender, &therapist, &therapistName, &b.Language, &m.DocumentID,
		&held, &dep.Terms.FreeCancelHours, &dep.Terms.LateCancelFee, &dep.Terms.NoShowFee, &dep.Paid, &dep.Refunded,
		&linkKind, &link.Amount, &link.URL, &linkEnds, &m.GiftCardOrderID, &m.OfferOrderID, &m.RenewalID)
	if err != nil {
		return q, err
	}
	if held.Valid {
		// A deposit booking: its messages state the payment and the terms
		// kept with its hold.
		dep.Asked = dayspa.Money(held.Int64)
		b.Deposit = &dep
	}
	if linkEnds.Valid {
		// A payment link's e-mail: the link it sends.
		link.Kind, link.ExpiresAt = dayspa.PaymentLinkKind(linkKind), linkEnds.Time.UTC()
		q.Link = &link
	}
	b.Date = date.V
	m.Kind, m.Status, b.Status = dayspa.MessageKind(kind), dayspa.MessageStatus(status), dayspa.BookingStatus(bstatus)
	m.DueAt, m.NextAttemptAt, m.CreatedAt = m.DueAt.UTC(), m.NextAttemptAt.UTC(), m.CreatedAt.UTC()
	if sentAt.Valid {
		t := sentAt.Time.UTC()
		m.SentAt = &t
	}
	if sent.Subject != "" {
		m.Sent = &sent
	}
	b.ID, b.Duration = m.BookingID, b.EndMinute-b.StartMinute
	b.Therapist = dayspa.Preference{Gender: dayspa.Gender(gender), TherapistID: therapist.Int64}.Words(b.Language, therapistName)
	return q, nil
}

// ClaimMessages claims up to limit due pending messages for lease, oldest
// due first, and counts the attempt.
func (db *DB) ClaimMessages(ctx context.Context, limit int, lease time.Duration) ([]dayspa.QueuedMessage, error) {
	return write(ctx, db, func(tx *Tx) ([]dayspa.QueuedMessage, error) {
		lock := ""
		if db.engine == EnginePostgres {
			lock = " FOR UPDATE SKIP LOCKED"
		}
		rows, err := tx.QueryContext(ctx, `
		UPDATE outbox SET claimed_until = $1, attempts = attempts + 1
		WHERE id IN (
			SELECT id FROM outbox
			WHERE status = 'pending' AND next_attempt_at <= $2 AND (claimed_until IS NULL OR claimed_until <= $2)
			ORDER BY next_attempt_at, id LIMIT $3`+lock+`)
		RETURNING id`, dbTime(tx.now.Add(lease)), tx.now, limit)
		if err != nil {
			return nil, fmt.Errorf("claim messages: %w", err)
		}
		var ids []any
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return nil, fmt.Errorf("claim messages: %w", err)
			}
			ids = append(ids, id)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("claim messages: %w", err)
		}
		out := []dayspa.QueuedMessage{}
		if len(ids) > 0 {
			rows, err := tx.QueryContext(ctx, `SELECT `+outboxColumns+outboxJoin+` WHERE o.id IN (`+placeholders(1, len(ids))+`) ORDER BY o.next_attempt_at, o.id`, ids...)
			if err != nil {
				return nil, fmt.Errorf("claim messages: %w", err)
			}
			defer rows.Close()
			for rows.Next() {
				q, err := scanQueued(rows)
				if err != nil {
					return nil, fmt.Errorf("claim messages: %w", err)
				}
				out = append(out, q)
			}
			if err := rows.Err(); err != nil {
				return nil, fmt.Errorf("claim messages: %w", err)
			}
			rows.Close()
			if err := readMessageAttachments(ctx, tx, out); err != nil {
				return nil, err
			}
		}
		return out, nil
	})
}

// updateMessage runs one UPDATE of message id (args hold it) in its own
// transaction and answers ENOTFOUND when no row matched.
func (db *DB) updateMessage(ctx context.Context, id int64, query string, args ...any) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, query, args...)
		if err != nil {
			return fmt.Errorf("message %d: %w", id, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("message %d: %w", id, err)
		} else if n == 0 {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgMessageNotFound)
		}
		return settleForgotten(ctx, tx, id)
	})
}

// MarkSent records that the messages were accepted, in one transaction
// (one commit for a sender's run of messages); the raw manage tokens go
// (manage_tokens keeps their hashes, and the links working).
func (db *DB) MarkSent(ctx context.Context, sent map[int64]dayspa.RenderedMessage) error {
	if len(sent) == 0 {
		return nil
	}
	return db.inWrite(ctx, func(tx *Tx) error {
		for id, m := range sent {
			if _, err := tx.ExecContext(ctx, `
			UPDATE outbox SET status = 'sent', last_error = '', claimed_until = NULL, manage_token = NULL,
				subject = $1, body_text = $2, body_html = $3, sent_at = $4
			WHERE id = $5`, m.Subject, m.Text, m.HTML, tx.now, id); err != nil {
				return fmt.Errorf("message %d sent: %w", id, err)
			}
			if err := settleForgotten(ctx, tx, id); err != nil {
				return err
			}
		}
		return nil
	})
}

// MarkFailed records the server's answer: pending again from retryAt, or
// failed for good when retryAt is nil.
func (db *DB) MarkFailed(ctx context.Context, id int64, answer string, retryAt *time.Time) error {
	if len(answer) > 1000 {
		answer = answer[:1000]
	}
	if retryAt == nil {
		return db.updateMessage(ctx, id, `
			UPDATE outbox SET status = 'failed', last_error = $1, claimed_until = NULL
			WHERE id = $2`, answer, id)
	}
	return db.updateMessage(ctx, id, `
		UPDATE outbox SET status = 'pending', last_error = $1, claimed_until = NULL, next_attempt_at = $2
		WHERE id = $3`, answer, dbTime(*retryAt), id)
}

// DropMessage records that message id was not sent, and why.
func (db *DB) DropMessage(ctx context.Context, id int64, why string) error {
	return db.updateMessage(ctx, id, `
		UPDATE outbox SET status = 'dropped', last_error = $1, claimed_until = NULL, manage_token = NULL
		WHERE id = $2`, why, id)
}

// ResendMessage makes a failed or dropped message pending again, due now.
func (db *DB) ResendMessage(ctx context.Context, id int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		var status string
		err := tx.QueryRowContext(ctx, `SELECT status FROM outbox WHERE id = $1`, id).Scan(&status)
		if errors.Is(err, sql.ErrNoRows) {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgMessageNotFound)
		} else if err != nil {
			return fmt.Errorf("resend message %d: %w", id, err)
		}
		if s := dayspa.MessageStatus(status); s != dayspa.MessageFailed {
			return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgResendFailedOnly, s)
		}
		if _, err := tx.ExecContext(ctx, `
		UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, claimed_until = NULL
		WHERE id = $2`, tx.now, id); err != nil {
			return fmt.Errorf("resend message %d: %w", id, err)
		}
		return nil
	})
}

// ListOutbox returns one page of messages, newest first.
func (db *DB) ListOutbox(ctx context.Context, f dayspa.OutboxFilter) ([]dayspa.OutboxMessage, int, error) {
	f.Page = f.Page.Normalize()
	p, err := snapshot(ctx, db, func(tx *Tx) (page[dayspa.OutboxMessage], error) {
		w := &where{}
		if f.Status != nil {
			w.add("o.status = ?", string(*f.Status))
		}
		var total int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox o`+w.sql(), w.args...).Scan(&total); err != nil {
			return page[dayspa.OutboxMessage]{}, fmt.Errorf("list outbox: %w", err)
		}
		limit, offset := w.next(f.Limit), w.next(f.Offset)
		rows, err := tx.QueryContext(ctx, `SELECT `+outboxColumns+outboxJoin+w.sql()+` ORDER BY o.id DESC LIMIT `+limit+` OFFSET `+offset, w.args...)
		if err != nil {
			return page[dayspa.OutboxMessage]{}, fmt.Errorf("list outbox: %w", err)
		}
		defer rows.Close()
		out := []dayspa.OutboxMessage{}
		for rows.Next() {
			q, err := scanQueued(rows)
			if err != nil {
				return page[dayspa.OutboxMessage]{}, fmt.Errorf("list outbox: %w", err)
			}
			out = append(out, q.Message)
		}
		return pageOf(out, total, rows.Err())
	})
	return p.items, p.total, err
}

// OutboxMessage returns message id with its booking.
func (db *DB) OutboxMessage(ctx context.Context, id int64) (*dayspa.QueuedMessage, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.QueuedMessage, error) {
		q, err := scanQueued(tx.QueryRowContext(ctx, `SELECT `+outboxColumns+outboxJoin+` WHERE o.id = $1`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgMessageNotFound)
		} else if err != nil {
			return nil, fmt.Errorf("message %d: %w", id, err)
		}
		qs := []dayspa.QueuedMessage{q}
		if err := readMessageAttachments(ctx, tx, qs); err != nil {
			return nil, err
		}
		return &qs[0], nil
	})
}

// readMessageAttachments reads what each message of qs sends besides its
// words, for it to be rendered with them: an invoice message's tax
// document, a gift card message's card, an offer message's package or
// membership.
func readMessageAttachments(ctx context.Context, tx *Tx, qs []dayspa.QueuedMessage) error {
	for i := range qs {
		if id := qs[i].Message.DocumentID; id != nil {
			d, err := findTaxDocument(ctx, tx, *id, "")
			if err != nil {
				return fmt.Errorf("message %d document: %w", qs[i].Message.ID, err)
			}
			qs[i].Document = d
		}
		if id := qs[i].Message.GiftCardOrderID; id != nil {
			c, err := messageGiftCard(ctx, tx, *id)
			if err != nil {
				return fmt.Errorf("message %d gift card: %w", qs[i].Message.ID, err)
			}
			qs[i].GiftCard = c
		}
		if id := qs[i].Message.OfferOrderID; id != nil {
			o, err := messageOffer(ctx, tx, *id)
			if err != nil {
				return fmt.Errorf("message %d offer: %w", qs[i].Message.ID, err)
			}
			qs[i].Offer = o
		}
		if id := qs[i].Message.RenewalID; id != nil {
			r, err := messageRenewal(ctx, tx, *id)
			if err != nil {
				return fmt.Errorf("message %d renewal: %w", qs[i].Message.ID, err)
			}
			qs[i].Renewal = r
		}
	}
	return nil
}
