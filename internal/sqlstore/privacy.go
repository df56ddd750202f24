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

var (
	_ dayspa.PrivacyStore      = (*DB)(nil)
	_ dayspa.InvoiceAnonymiser = (*DB)(nil)
)

// A person's rows (dayspa.PrivacyStore; who a person is, privacy.go of
// package dayspa). Everything hangs on the address: the customer with it
// ($1 of personBookings is the customer's id, 0 when there is none), their
// bookings, and what hangs on those by id. Every statement is set-based,
// so forgetting a guest of a few thousand rows is a fixed number of
// statements.

// personBookings selects the ids of customer $1's bookings.
const personBookings = `SELECT id FROM bookings WHERE customer_id = $1`

// personDocuments selects the ids of the tax documents of customer $1's
// bookings: their invoices, and the credit notes of those (a credit note
// may name its booking only through its invoice).
const personDocuments = `SELECT d.id FROM tax_documents d LEFT JOIN tax_documents i ON i.id = d.corrects_id
	WHERE d.booking_id IN (` + personBookings + `) OR i.booking_id IN (` + personBookings + `)`

// msgForgotten is the last error of a message dropped because its guest
// asked to be forgotten.
const msgForgotten = "not sent: the guest asked to be forgotten"

// findCustomerID returns the id of the customer with address email, 0
// when there is none. lock, " FOR UPDATE" or "", is used on PostgreSQL:
// two forgettings of one guest at once then run one after the other, and
// the second, finding the address gone, answers ENOTFOUND. (On SQLite
// the write lock does it.)
func findCustomerID(ctx context.Context, tx *Tx, email, lock string) (int64, error) {
	var id int64
	q := `SELECT id FROM customers WHERE email = $1`
	if tx.db.engine == EnginePostgres {
		q += lock
	}
	err := tx.QueryRowContext(ctx, q, email).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	} else if err != nil {
		return 0, fmt.Errorf("find customer: %w", err)
	}
	return id, nil
}

// CustomerEmail returns the address of customer id.
func (db *DB) CustomerEmail(ctx context.Context, id int64) (string, error) {
	return read(ctx, db, func(tx *Tx) (string, error) {
		var email string
		err := tx.QueryRowContext(ctx, `SELECT email FROM customers WHERE id = $1`, id).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return "", dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgCustomerNotFound)
		} else if err != nil {
			return "", fmt.Errorf("customer %d: %w", id, err)
		}
		return email, nil
	})
}

// PersonData reads every row of the person with address email, in one
// snapshot.
func (db *DB) PersonData(ctx context.Context, email string) (*dayspa.PersonData, error) {
	email = dayspa.NormalizeEmail(email)
	if dayspa.IsForgottenEmail(email) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgCustomerNotFound)
	}
	return snapshot(ctx, db, func(tx *Tx) (*dayspa.PersonData, error) {
		p := &dayspa.PersonData{Email: email, GeneratedAt: tx.now.UTC(),
			Bookings: []dayspa.PersonBooking{}, Messages: []dayspa.ContactMessage{}, Invoices: []dayspa.TaxDocument{},
			Consents: []dayspa.MarketingConsent{}, Emails: []dayspa.PersonEmail{}, Entitlements: []dayspa.PersonEntitlement{},
			Orders: []dayspa.PersonOrder{}}
		cid, err := findCustomerID(ctx, tx, email, "")
		if err != nil {
			return nil, err
		}
		if cid != 0 {
			var c dayspa.Customer
			if err := tx.QueryRowContext(ctx, `SELECT id, name, email, phone, created_at FROM customers WHERE id = $1`, cid).
				Scan(&c.ID, &c.Name, &c.Email, &c.Phone, &c.CreatedAt); err != nil {
				return nil, fmt.Errorf("person customer: %w", err)
			}
			c.CreatedAt = c.CreatedAt.UTC()
			p.Customer = &c
		}
		steps := []func(context.Context, *Tx, *dayspa.PersonData, int64) error{
			personBookingRows, personMessageRows, personInvoiceRows, personConsentRows, personNewsletterRow, personEmailRows,
			personEntitlementRows, personOrderRows,
		}
		for _, step := range steps {
			if err := step(ctx, tx, p, cid); err != nil {
				return nil, err
			}
		}
		if p.Customer == nil && len(p.Messages) == 0 && len(p.Consents) == 0 && p.Newsletter == nil && len(p.Emails) == 0 &&
			len(p.Entitlements) == 0 && len(p.Orders) == 0 {
			return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgCustomerNotFound)
		}
		return p, nil
	})
}

func personBookingRows(ctx context.Context, tx *Tx, p *dayspa.PersonData, cid int64) error {
	rows, err := tx.QueryContext(ctx, `
		SELECT b.id, s.name, b.booking_date, b.booking_time, b.status, b.total_amount, c.name, c.email,
			b.guest_phone, b.special_requests, b.language, b.created_at
		FROM bookings b JOIN customers c ON c.id = b.customer_id JOIN services s ON s.id = b.service_id
		WHERE b.customer_id = $1 ORDER BY b.booking_date, b.start_minute, b.id`, cid)
	if err != nil {
		return fmt.Errorf("person bookings: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var b dayspa.PersonBooking
		var status string
		if err := rows.Scan(&b.ID, &b.ServiceName, &b.BookingDate, &b.BookingTime, &status, &b.TotalAmount, &b.Name, &b.Email,
			&b.Phone, &b.SpecialRequests, &b.Language, &b.CreatedAt); err != nil {
			return fmt.Errorf("person bookings: %w", err)
		}
		b.Status, b.CreatedAt = dayspa.BookingStatus(status), b.CreatedAt.UTC()
		p.Bookings = append(p.Bookings, b)
	}
	return rows.Err()
}

func personMessageRows(ctx context.Context, tx *Tx, p *dayspa.PersonData, _ int64) error {
	rows, err := tx.QueryContext(ctx, `SELECT `+contactMessageColumns+` FROM contact_messages
		WHERE lower(email) = $1 ORDER BY created_at, id`, p.Email)
	if err != nil {
		return fmt.Errorf("person messages: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var m dayspa.ContactMessage
		if err := scanContactMessage(rows, &m); err != nil {
			return fmt.Errorf("person messages: %w", err)
		}
		p.Messages = append(p.Messages, m)
	}
	return rows.Err()
}

func personInvoiceRows(ctx context.Context, tx *Tx, p *dayspa.PersonData, cid int64) error {
	docs, err := queryDocuments(ctx, tx, `SELECT `+taxDocumentColumns+taxDocumentFrom+
		` WHERE d.id IN (`+personDocuments+`) ORDER BY d.id`, cid)
	if err != nil {
		return err
	}
	ptrs := make([]*dayspa.TaxDocument, len(docs))
	for i := range docs {
		ptrs[i] = &docs[i]
	}
	if err := fillDocuments(ctx, tx, ptrs); err != nil {
		return err
	}
	p.Invoices = docs
	return nil
}

func personConsentRows(ctx context.Context, tx *Tx, p *dayspa.PersonData, _ int64) error {
	rows, err := tx.QueryContext(ctx, `
		SELECT id, email, source, version, language, created_at
		FROM marketing_consents WHERE email = $1 ORDER BY id`, p.Email)
	if err != nil {
		return fmt.Errorf("person consents: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var c dayspa.MarketingConsent
		var lang string
		if err := rows.Scan(&c.ID, &c.Email, &c.Source, &c.Version, &lang, &c.CreatedAt); err != nil {
			return fmt.Errorf("person consents: %w", err)
		}
		c.Language, c.CreatedAt = dayspa.Language(lang), c.CreatedAt.UTC()
		p.Consents = append(p.Consents, c)
	}
	return rows.Err()
}

func personNewsletterRow(ctx context.Context, tx *Tx, p *dayspa.PersonData, _ int64) error {
	var s dayspa.Subscriber
	err := tx.QueryRowContext(ctx, `SELECT id, email, created_at FROM newsletter_subscribers WHERE email = $1`, p.Email).
		Scan(&s.ID, &s.Email, &s.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return fmt.Errorf("person newsletter: %w", err)
	}
	s.CreatedAt = s.CreatedAt.UTC()
	p.Newsletter = &s
	return nil
}

// personEmailRows reads the e-mails written to the person: those of their
// bookings addressed to them (not the spa's own notices of their
// bookings, which went to the spa).
func personEmailRows(ctx context.Context, tx *Tx, p *dayspa.PersonData, cid int64) error {
	rows, err := tx.QueryContext(ctx, `
		SELECT kind, subject, body_text, status, created_at, sent_at FROM outbox
		WHERE (booking_id IN (`+personBookings+`) OR gift_card_order_id IS NOT NULL OR offer_order_id IS NOT NULL OR renewal_id IS NOT NULL)
			AND recipient = $2 ORDER BY created_at, id`, cid, p.Email)
	if err != nil {
		return fmt.Errorf("person e-mails: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var e dayspa.PersonEmail
		var kind, status string
		var sent sql.NullTime
		if err := rows.Scan(&kind, &e.Subject, &e.Text, &status, &e.CreatedAt, &sent); err != nil {
			return fmt.Errorf("person e-mails: %w", err)
		}
		e.Kind, e.Status, e.CreatedAt = dayspa.MessageKind(kind), dayspa.MessageStatus(status), e.CreatedAt.UTC()
		if sent.Valid {
			t := sent.Time.UTC()
			e.SentAt = &t
		}
		p.Emails = append(p.Emails, e)
	}
	return rows.Err()
}

// ForgetPerson cancels the person's future bookings through the
// dashboard's own cancellation (bookingChanged: the guest's cancellation
// e-mail is written, due at once, with no undo), then anonymises the
// person, all in one transaction: a failure leaves everything as it was.
//
// The cancellation e-mail is rendered when it is sent, from the booking
// as it then is, so it greets the guest by the neutral name; it keeps the
// guest's address (outbox.forgotten) until it is sent or given up, and
// settleForgotten clears that address then.
func (db *DB) ForgetPerson(ctx context.Context, email string, now time.Time) (*dayspa.ForgetResult, error) {
	email = dayspa.NormalizeEmail(email)
	if dayspa.IsForgottenEmail(email) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgCustomerNotFound)
	}
	return write(ctx, db, func(tx *Tx) (*dayspa.ForgetResult, error) {
		cid, err := findCustomerID(ctx, tx, email, " FOR UPDATE")
		if err != nil {
			return nil, err
		}
		var held int
		if err := tx.QueryRowContext(ctx, `
			SELECT (SELECT COUNT(*) FROM contact_messages WHERE lower(email) = $1)
				+ (SELECT COUNT(*) FROM marketing_consents WHERE email = $1)
				+ (SELECT COUNT(*) FROM newsletter_subscribers WHERE email = $1)
				+ (SELECT COUNT(*) FROM entitlements WHERE holder_email = $1 OR recipient_email = $1)`, email).Scan(&held); err != nil {
			return nil, fmt.Errorf("forget: %w", err)
		}
		if cid == 0 && held == 0 {
			return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgCustomerNotFound)
		}
		res := &dayspa.ForgetResult{}
		if res.CancelledBookings, err = cancelFutureBookings(ctx, tx, cid, now); err != nil {
			return nil, err
		}
		if res.KeptInvoices, err = anonymisePerson(ctx, tx, cid, email, now); err != nil {
			return nil, err
		}
		return res, nil
	})
}

// cancelFutureBookings cancels customer cid's pending and confirmed
// bookings that have not started by now, each as the dashboard cancels
// one, but without undo (an undo snapshot would keep what is forgotten).
func cancelFutureBookings(ctx context.Context, tx *Tx, cid int64, now time.Time) (int, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM bookings WHERE customer_id = $1 AND status IN ($2, $3) ORDER BY id`,
		cid, string(dayspa.StatusPending), string(dayspa.StatusConfirmed))
	if err != nil {
		return 0, fmt.Errorf("forget: bookings: %w", err)
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return 0, fmt.Errorf("forget: bookings: %w", err)
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("forget: bookings: %w", err)
	}
	n := 0
	for _, id := range ids {
		was, start, err := bookingStatusAndStart(ctx, tx, id)
		if err != nil {
			return 0, err
		}
		if !start.After(now) || !was.CanMoveTo(dayspa.StatusCancelled) {
			continue // history: it stays as it was, anonymised
		}
		if _, err := setBookingStatus(ctx, tx, id, dayspa.StatusCancelled, dayspa.ForgetReason); err != nil {
			return 0, err
		}
		ev, _ := dayspa.StatusChangeEvent(was, dayspa.StatusCancelled)
		if err := bookingChanged(ctx, tx, id, ev, was == dayspa.StatusConfirmed, false); err != nil {
			return 0, err
		}
		n++
	}
	return n, nil
}

// likeEscape makes s a LIKE pattern that matches s itself.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// anonymisePerson clears the person everywhere and answers how many of
// their tax documents keep the buyer's details for now. The audit log
// goes first, while the rows it names still carry the address.
func anonymisePerson(ctx context.Context, tx *Tx, cid int64, email string, now time.Time) (int, error) {
	placeholder := dayspa.ForgottenEmail()
	quoted := `%` + likeEscape(`"`+email+`"`) + `%`
	steps := []struct {
		what  string
		query string
		args  []any
	}{
		// The audit events of the person's rows, and any whose fields
		// carry the address (as a whole JSON string: a look-alike's
		// address containing it is not matched). The events of the
		// customer itself (its exports, this forgetting) name its id
		// only, and are kept whole. The address is looked for in the
		// whole log, one pass with no index to help: a cost paid once
		// per forgetting, which is rare, for not missing an event whose
		// record is not the guest's own (an invoice e-mailed, a resend).
		{"audit events", `
			UPDATE audit_events SET before_json = '', after_json = ''
			WHERE (before_json <> '' OR after_json <> '') AND (
				(entity = 'bookings' AND entity_id IN (SELECT CAST(id AS TEXT) FROM bookings WHERE customer_id = $1))
				OR (entity = 'outbox' AND entity_id IN (SELECT CAST(id AS TEXT) FROM outbox WHERE booking_id IN (` + personBookings + `)))
				OR (entity = 'income' AND entity_id IN (SELECT CAST(id AS TEXT) FROM income_transactions
					WHERE tax_document_id IN (` + personDocuments + `)))
				OR (entity = 'contact-messages' AND entity_id IN (SELECT CAST(id AS TEXT) FROM contact_messages WHERE lower(email) = $2))
				OR before_json LIKE $3 ESCAPE '\' OR after_json LIKE $3 ESCAPE '\')`,
			[]any{cid, email, quoted}},
		// The cancellations just written keep their recipient until sent.
		{"forgotten messages", `
			UPDATE outbox SET forgotten = TRUE
			WHERE booking_id IN (` + personBookings + `) AND status = $2 AND kind = $3 AND recipient = $4`,
			[]any{cid, string(dayspa.MessagePending), string(dayspa.KindCancelled), email}},
		// Every other message of theirs: the copy of what was sent goes,
		// the raw manage links go, those still to send them are dropped
		// and their address is replaced. The spa's own notices of the
		// bookings lose their copy and keep the spa's address.
		{"messages", `
			UPDATE outbox SET subject = '', body_text = '', body_html = '', manage_token = NULL,
				status = CASE WHEN recipient = $2 AND status = $3 THEN $4 ELSE status END,
				last_error = CASE WHEN recipient <> $2 THEN last_error WHEN status = $3 THEN $5 ELSE '' END,
				claimed_until = CASE WHEN recipient = $2 AND status = $3 THEN NULL ELSE claimed_until END,
				recipient = CASE WHEN recipient = $2 THEN $6 ELSE recipient END
			WHERE booking_id IN (` + personBookings + `) AND NOT forgotten`,
			[]any{cid, email, string(dayspa.MessagePending), string(dayspa.MessageDropped), msgForgotten, placeholder}},
		{"manage links", `DELETE FROM manage_tokens WHERE booking_id IN (` + personBookings + `)`, []any{cid}},
		{"undo snapshots", `DELETE FROM booking_undo WHERE booking_id IN (` + personBookings + `)`, []any{cid}},
		{"bookings", `
			UPDATE bookings SET guest_phone = '', special_requests = '',
				status_reason = CASE WHEN status_reason = $2 THEN status_reason ELSE '' END
			WHERE customer_id = $1`, []any{cid, dayspa.ForgetReason}},
		{"income", `
			UPDATE income_transactions SET customer_name = $2
			WHERE tax_document_id IN (` + personDocuments + `)`, []any{cid, dayspa.ForgottenName}},
		{"customer", `UPDATE customers SET name = $2, email = $3, phone = '' WHERE id = $1`,
			[]any{cid, dayspa.ForgottenName, placeholder}},
		{"contact messages", `
			UPDATE contact_messages SET name = $2, email = $3, phone = '', message = '' WHERE lower(email) = $1`,
			[]any{email, dayspa.ForgottenName, placeholder}},
		// A gift card, package or membership keeps its code, balance and
		// ledger (what the spa owes is owed to whoever holds the code);
		// the person's name and address leave it.
		// A membership that renewed itself on the person's card no longer
		// does: the spa keeps no card of a person it forgot.
		{"membership renewals", `UPDATE entitlements SET renews = FALSE, renewal_ended = $2 WHERE holder_email = $1 AND renews`,
			[]any{email, dayspa.RenewalEndedForgotten}},
		{"entitlement holders", `UPDATE entitlements SET holder_name = $2, holder_email = $3 WHERE holder_email = $1`,
			[]any{email, dayspa.ForgottenName, placeholder}},
		{"entitlement recipients", `UPDATE entitlements SET recipient_name = $2, recipient_email = $3 WHERE recipient_email = $1`,
			[]any{email, dayspa.ForgottenName, placeholder}},
		// A gift card bought online: the order's name, address and
		// message go, and so does its e-mail to the person, unsent or
		// sent (the card itself stays with its code, as above).
		{"gift card orders", `
			UPDATE gift_card_orders SET message = '',
				buyer_name = CASE WHEN buyer_email = $1 THEN $2 ELSE buyer_name END,
				buyer_email = CASE WHEN buyer_email = $1 THEN $3 ELSE buyer_email END,
				recipient_name = CASE WHEN recipient_email = $1 THEN $2 ELSE recipient_name END,
				recipient_email = CASE WHEN recipient_email = $1 THEN $3 ELSE recipient_email END
			WHERE buyer_email = $1 OR recipient_email = $1`,
			[]any{email, dayspa.ForgottenName, placeholder}},
		{"gift card and package e-mails", `
			UPDATE outbox SET subject = '', body_text = '', body_html = '', claimed_until = NULL, recipient = $5,
				last_error = CASE WHEN status = $2 THEN $4 ELSE last_error END,
				status = CASE WHEN status = $2 THEN $3 ELSE status END
			WHERE (gift_card_order_id IS NOT NULL OR offer_order_id IS NOT NULL OR renewal_id IS NOT NULL) AND recipient = $1`,
			[]any{email, string(dayspa.MessagePending), string(dayspa.MessageDropped), msgForgotten, placeholder}},
		// A package or membership bought online: the order's buyer and
		// the provider's ids of their card go (its e-mail with the step
		// above; the code stays, as above).
		{"package and membership orders", `
			UPDATE offer_orders SET buyer_name = $2, buyer_email = $3, card_customer = '', card_method = '', card_read = TRUE
			WHERE buyer_email = $1`,
			[]any{email, dayspa.ForgottenName, placeholder}},
		{"newsletter", `DELETE FROM newsletter_subscribers WHERE email = $1`, []any{email}},
		{"consents", `DELETE FROM marketing_consents WHERE email = $1`, []any{email}},
	}
	for _, s := range steps {
		if _, err := tx.ExecContext(ctx, s.query, s.args...); err != nil {
			return 0, fmt.Errorf("forget: %s: %w", s.what, err)
		}
	}
	return keepDocuments(ctx, tx, cid, now)
}

// keepDocuments records when each of customer cid's tax documents comes of
// age (dayspa.InvoiceEraseOn), clears at once those that have, and answers
// how many keep the buyer's details for now.
func keepDocuments(ctx context.Context, tx *Tx, cid int64, now time.Time) (int, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, issue_day FROM tax_documents WHERE id IN (`+personDocuments+`)
		AND id NOT IN (SELECT document_id FROM tax_document_erasures) ORDER BY id`, cid)
	if err != nil {
		return 0, fmt.Errorf("forget: tax documents: %w", err)
	}
	var args []any
	for rows.Next() {
		var id int64
		var issued dayspa.Date
		if err := rows.Scan(&id, &issued); err != nil {
			rows.Close()
			return 0, fmt.Errorf("forget: tax documents: %w", err)
		}
		args = append(args, id, dayspa.InvoiceEraseOn(issued))
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("forget: tax documents: %w", err)
	}
	// A few hundred documents at most per guest; batches stay under
	// either engine's limit of parameters.
	const batch = 500
	for len(args) > 0 {
		n := min(len(args), 2*batch)
		var b strings.Builder
		b.WriteString(`INSERT INTO tax_document_erasures (document_id, due_on) VALUES `)
		for i := 0; i < n; i += 2 {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "($%d, $%d)", i+1, i+2)
		}
		if _, err := tx.ExecContext(ctx, b.String(), args[:n]...); err != nil {
			return 0, fmt.Errorf("forget: tax documents: %w", err)
		}
		args = args[n:]
	}
	today := dayspa.DateOf(now.In(tx.db.location))
	if _, err := anonymiseDueInvoices(ctx, tx, today, -1); err != nil {
		return 0, err
	}
	var kept int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM tax_document_erasures WHERE document_id IN (`+personDocuments+`)`, cid).
		Scan(&kept); err != nil {
		return 0, fmt.Errorf("forget: tax documents: %w", err)
	}
	return kept, nil
}

// AnonymiseDueInvoices clears the buyer of up to limit documents come of
// age by now's day on the spa's clock.
func (db *DB) AnonymiseDueInvoices(ctx context.Context, now time.Time, limit int) (int, error) {
	if limit <= 0 {
		return 0, nil
	}
	today := dayspa.DateOf(now.In(db.location))
	return write(ctx, db, func(tx *Tx) (int, error) {
		return anonymiseDueInvoices(ctx, tx, today, limit)
	})
}

// anonymiseDueInvoices gives the documents due by today (up to limit, all
// when limit is negative) the neutral buyer, then forgets their erasure
// rows: the migration's trigger lets a document change only so, and only
// while its erasure row is there.
func anonymiseDueInvoices(ctx context.Context, tx *Tx, today dayspa.Date, limit int) (int, error) {
	due := `SELECT document_id FROM tax_document_erasures WHERE due_on <= $1 ORDER BY due_on, document_id`
	args := []any{today}
	if limit >= 0 {
		due += ` LIMIT $2`
		args = append(args, limit)
	}
	rows, err := tx.QueryContext(ctx, due, args...)
	if err != nil {
		return 0, fmt.Errorf("anonymise invoices: %w", err)
	}
	var ids []any
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return 0, fmt.Errorf("anonymise invoices: %w", err)
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("anonymise invoices: %w", err)
	}
	total := len(ids)
	for len(ids) > 0 {
		n := min(len(ids), 500)
		in := placeholders(2, n)
		if _, err := tx.ExecContext(ctx, `
			UPDATE tax_documents SET customer_name = $1,
				buyer_name = CASE WHEN buyer_name IS NULL THEN NULL ELSE $1 END,
				buyer_address = CASE WHEN buyer_name IS NULL THEN NULL ELSE '' END,
				buyer_trn = CASE WHEN buyer_name IS NULL THEN NULL ELSE '' END
			WHERE id IN (`+in+`)`, append([]any{dayspa.ForgottenName}, ids[:n]...)...); err != nil {
			return 0, fmt.Errorf("anonymise invoices: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM tax_document_erasures WHERE document_id IN (`+placeholders(1, n)+`)`, ids[:n]...); err != nil {
			return 0, fmt.Errorf("anonymise invoices: %w", err)
		}
		ids = ids[n:]
	}
	return total, nil
}

// settleForgotten clears message id once it is sent or given up, when it
// is of a forgotten guest's booking: the copy of what was sent and the
// relay's answer go (they may name the guest), and a message that kept
// the guest's address only to reach them (outbox.forgotten) gets the
// customer's stand-in address. A message a sender had claimed before the
// guest was forgotten, and marks sent after, is cleared the same way.
func settleForgotten(ctx context.Context, tx *Tx, id int64) error {
	if _, err := tx.ExecContext(ctx, `
		UPDATE outbox SET forgotten = FALSE, subject = '', body_text = '', body_html = '', last_error = '',
			recipient = CASE WHEN forgotten
				THEN (SELECT c.email FROM bookings b JOIN customers c ON c.id = b.customer_id WHERE b.id = outbox.booking_id)
				ELSE recipient END
		WHERE id = $1 AND status <> $2 AND EXISTS (
			SELECT 1 FROM bookings b JOIN customers c ON c.id = b.customer_id
			WHERE b.id = outbox.booking_id AND c.email LIKE $3)`,
		id, string(dayspa.MessagePending), "%"+dayspa.ForgottenDomain); err != nil {
		return fmt.Errorf("message %d: %w", id, err)
	}
	return nil
}

// ManagedPerson returns the customer of the booking of a working manage
// link, and their address.
func (db *DB) ManagedPerson(ctx context.Context, tokenHash string, rules dayspa.ManageRules) (int64, string, error) {
	type person struct {
		id    int64
		email string
	}
	p, err := read(ctx, db, func(tx *Tx) (person, error) {
		b, err := managedBooking(ctx, tx, tokenHash, rules)
		if err != nil {
			return person{}, err
		}
		var p person
		if err := tx.QueryRowContext(ctx, `SELECT c.id, c.email FROM bookings b JOIN customers c ON c.id = b.customer_id WHERE b.id = $1`, b.ID).
			Scan(&p.id, &p.email); err != nil {
			return person{}, fmt.Errorf("managed person: %w", err)
		}
		return p, nil
	})
	return p.id, p.email, err
}
