package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/dayspa/dayspa"
)

// Tax documents: tax invoices and credit notes, written once with their
// lines and payments and never changed (the migration's triggers refuse
// it), each numbered from its kind's unbroken sequence.

// takeDocumentNumber gives doc the next number of its kind. The sequence's
// row is locked until tx ends (PostgreSQL's row lock, SQLite's write
// lock), so concurrent issues take turns, and a rolled-back issue gives
// its number back: the numbers have no gap and no repeat.
func takeDocumentNumber(ctx context.Context, tx *Tx, doc *dayspa.TaxDocument, issuer dayspa.Issuer) error {
	err := tx.QueryRowContext(ctx, `
		UPDATE tax_document_sequences SET next_sequence = next_sequence + 1 WHERE kind = $1
		RETURNING next_sequence - 1`, string(doc.Kind)).Scan(&doc.Sequence)
	if err != nil {
		return fmt.Errorf("take %s number: %w", doc.Kind, err)
	}
	doc.Number = dayspa.DocumentNumber(issuer.Prefix(doc.Kind), doc.Sequence)
	return nil
}

// insertTaxDocument stores doc, its lines and payments, and sets its ID.
func insertTaxDocument(ctx context.Context, tx *Tx, doc *dayspa.TaxDocument) error {
	seller, err := json.Marshal(doc.Seller)
	if err != nil {
		return fmt.Errorf("insert tax document: %w", err)
	}
	var buyerName, buyerAddress, buyerTRN *string
	if b := doc.Buyer; b != nil {
		buyerName, buyerAddress, buyerTRN = &b.Name, &b.Address, &b.TRN
	}
	var prepaidID *int64
	var prepaidAmount, prepaidVAT dayspa.Money
	if p := doc.Prepaid; p != nil {
		prepaidID, prepaidAmount, prepaidVAT = &p.DocumentID, p.Amount, p.VAT
	}
	err = tx.QueryRowContext(ctx, `
		INSERT INTO tax_documents (kind, format, sequence, number, issued_at, issue_day, seller_json,
			buyer_name, buyer_address, buyer_trn, vat_rate, discount_amount, net_amount, vat_amount, total_amount,
			tips_cash, tips_card, therapist_tip_share, spa_tip_share, discount_reason, reason,
			booking_id, income_id, corrects_id, customer_name, therapist_name, language, issued_by,
			prepaid_id, prepaid_amount, prepaid_vat)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
			$22, $23, $24, $25, $26, $27, $28, $29, $30, $31)
		RETURNING id`,
		string(doc.Kind), string(doc.Format), doc.Sequence, doc.Number, doc.IssuedAt, doc.IssueDate, string(seller),
		buyerName, buyerAddress, buyerTRN, int64(doc.VATRate), doc.Discount, doc.Net, doc.VAT, doc.Total,
		doc.Tips.Cash, doc.Tips.Card, doc.Tips.TherapistShare, doc.Tips.SpaShare, doc.DiscountReason, doc.Reason,
		doc.BookingID, doc.IncomeID, doc.CorrectsID, doc.CustomerName, doc.TherapistName, string(doc.Language), doc.IssuedBy,
		prepaidID, prepaidAmount, prepaidVAT,
	).Scan(&doc.ID)
	if err != nil {
		return fmt.Errorf("insert tax document: %w", err)
	}
	// One statement for the lines and one for the payments: a checkout
	// holds the numbers' rows while it writes them.
	if len(doc.Lines) > 0 {
		const cols = 12
		args := make([]any, 0, len(doc.Lines)*cols)
		rows := make([]string, len(doc.Lines))
		for i, l := range doc.Lines {
			rows[i] = "(" + placeholders(len(args)+1, cols) + ")"
			args = append(args, doc.ID, l.Position, l.ServiceID, l.Description, l.Quantity, l.UnitPrice, l.Discount, l.Net,
				l.VAT, l.Amount, l.PriceReason, l.Corrects)
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO tax_document_lines (document_id, position, service_id, description, quantity, unit_price,
				discount, net_amount, vat_amount, amount, price_reason, corrects)
			VALUES `+strings.Join(rows, ", "), args...); err != nil {
			return fmt.Errorf("insert tax document lines: %w", err)
		}
	}
	if len(doc.Payments) > 0 {
		args := make([]any, 0, len(doc.Payments)*7)
		rows := make([]string, len(doc.Payments))
		for i, p := range doc.Payments {
			rows[i] = "(" + placeholders(len(args)+1, 7) + ")"
			var card sql.NullInt64
			if p.Method == dayspa.PayEntitlement {
				card = sql.NullInt64{Int64: p.EntitlementID, Valid: true}
			}
			args = append(args, doc.ID, i+1, string(p.Method), p.Amount, card, p.CardHint, p.Sessions)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO tax_document_payments (document_id, position, method, amount, entitlement_id, card_hint, sessions) VALUES `+
			strings.Join(rows, ", "), args...); err != nil {
			return fmt.Errorf("insert tax document payments: %w", err)
		}
	}
	return nil
}

// IssueCreditNote credits some of invoice id. The invoice's row is locked
// (SELECT … FOR UPDATE on PostgreSQL; SQLite's write transaction), so two
// credit notes of one invoice take turns and never credit together more
// than is left of it.
func (db *DB) IssueCreditNote(ctx context.Context, id int64, r dayspa.CreditRequest, issuer dayspa.Issuer, issuedBy string) (*dayspa.TaxDocument, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.TaxDocument, error) {
		inv, notes, err := lockInvoice(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		note, err := issueCredit(ctx, tx, inv, notes, r, issuer, issuedBy, true)
		if err != nil {
			return nil, err
		}
		// The audit log records the change of the invoice: its credit note.
		noteAudit(ctx, id, nil, note)
		return note, nil
	})
}

// lockInvoice reads invoice id and its credit notes under the invoice's
// row lock (SELECT … FOR UPDATE on PostgreSQL; SQLite's write
// transaction holds it already).
func lockInvoice(ctx context.Context, tx *Tx, id int64) (*dayspa.TaxDocument, []dayspa.TaxDocument, error) {
	lock := ""
	if tx.db.engine == EnginePostgres {
		lock = " FOR UPDATE"
	}
	inv, err := findTaxDocument(ctx, tx, id, lock)
	if err != nil {
		return nil, nil, err
	}
	notes, err := creditNotesOf(ctx, tx, id)
	if err != nil {
		return nil, nil, err
	}
	return inv, notes, nil
}

// issueCredit issues the credit note r of inv, locked with its earlier
// notes (lockInvoice), with the next credit-note number. With giveBack,
// the gift cards, packages and memberships that paid inv get back what
// the note gives them (dayspa.CreditGiveBack), as refunds in their
// ledgers and the note's refund payments; one that has expired gets
// nothing (the desk refunds it otherwise). A correction of the income
// record, which issues the invoice again, gives nothing back.
func issueCredit(ctx context.Context, tx *Tx, inv *dayspa.TaxDocument, notes []dayspa.TaxDocument, r dayspa.CreditRequest,
	issuer dayspa.Issuer, issuedBy string, giveBack bool) (*dayspa.TaxDocument, error) {
	lines, err := dayspa.PriceCredit(inv, dayspa.CreditedBy(notes), r)
	if err != nil {
		return nil, err
	}
	invID := inv.ID
	note := &dayspa.TaxDocument{
		Kind: dayspa.KindCreditNote, Format: inv.Format, IssuedAt: tx.now.UTC(),
		IssueDate: dayspa.DateOf(tx.now.In(tx.db.location)), Seller: inv.Seller, Buyer: inv.Buyer,
		VATRate: inv.VATRate, Lines: lines, Totals: dayspa.SumLines(lines), Payments: []dayspa.Payment{},
		Reason: r.Reason, CorrectsID: &invID, CorrectsNumber: inv.Number,
		CustomerName: inv.CustomerName, TherapistName: inv.TherapistName, Language: inv.Language, IssuedBy: issuedBy,
	}
	if err := takeDocumentNumber(ctx, tx, note, issuer); err != nil {
		return nil, err
	}
	if giveBack {
		for _, p := range dayspa.CreditGiveBack(inv, notes, note.Total) {
			ok, err := refundEntitlement(ctx, tx, p, "Credit note "+note.Number+" of "+inv.Number, issuedBy)
			if err != nil {
				return nil, err
			}
			if ok {
				note.Payments = append(note.Payments, p)
			}
		}
	}
	if err := insertTaxDocument(ctx, tx, note); err != nil {
		return nil, err
	}
	return note, nil
}

// refundEntitlement gives payment p back to the gift card, package or
// membership it took from, under its row lock, as a refund entry; false
// when its rules refuse it (it has expired), nothing written then.
func refundEntitlement(ctx context.Context, tx *Tx, p dayspa.Payment, reason, by string) (bool, error) {
	before, err := findEntitlement(ctx, tx, `id = $1`, p.EntitlementID, true)
	if err != nil {
		return false, err
	}
	units := int64(p.Amount)
	if p.Sessions > 0 {
		units = p.Sessions
	}
	e := *before
	entry, err := e.Apply(dayspa.LedgerOp{Kind: dayspa.EntryRefund, Units: units, By: by}, dayspa.DateOf(tx.now.In(tx.db.location)))
	if code := dayspa.ErrorCode(err); code == dayspa.ECONFLICT || code == dayspa.EINVALID {
		return false, nil
	} else if err != nil {
		return false, err
	}
	entry.Reason = reason // as a redemption at checkout names its invoice
	if err := saveEntitlementEntry(ctx, tx, before, &e, &entry); err != nil {
		return false, err
	}
	noteAudit(ctx, e.ID, before, &e)
	return true, nil
}

// taxDocumentColumns are the columns scanTaxDocument reads, of tax_documents
// d and the invoice c a credit note corrects.
const taxDocumentColumns = `d.id, d.kind, d.format, d.sequence, d.number, d.issued_at, d.issue_day, d.seller_json,
	d.buyer_name, d.buyer_address, d.buyer_trn, d.vat_rate, d.discount_amount, d.net_amount, d.vat_amount,
	d.total_amount, d.tips_cash, d.tips_card, d.therapist_tip_share, d.spa_tip_share, d.discount_reason, d.reason,
	d.booking_id, d.income_id, d.corrects_id, COALESCE(c.number, ''), d.customer_name, d.therapist_name,
	d.language, d.issued_by, d.prepaid_id, d.prepaid_amount, d.prepaid_vat, COALESCE(p.number, '')`

const taxDocumentFrom = ` FROM tax_documents d LEFT JOIN tax_documents c ON c.id = d.corrects_id
	LEFT JOIN tax_documents p ON p.id = d.prepaid_id`

func scanTaxDocument(s scanner) (*dayspa.TaxDocument, error) {
	var d dayspa.TaxDocument
	var kind, format, seller, language string
	var buyerName, buyerAddress, buyerTRN sql.NullString
	var rate int64
	var prepaidID sql.NullInt64
	var prepaid dayspa.Prepayment
	err := s.Scan(&d.ID, &kind, &format, &d.Sequence, &d.Number, &d.IssuedAt, &d.IssueDate, &seller,
		&buyerName, &buyerAddress, &buyerTRN, &rate, &d.Discount, &d.Net, &d.VAT, &d.Total,
		&d.Tips.Cash, &d.Tips.Card, &d.Tips.TherapistShare, &d.Tips.SpaShare, &d.DiscountReason, &d.Reason,
		&d.BookingID, &d.IncomeID, &d.CorrectsID, &d.CorrectsNumber, &d.CustomerName, &d.TherapistName,
		&language, &d.IssuedBy, &prepaidID, &prepaid.Amount, &prepaid.VAT, &prepaid.Number)
	if err != nil {
		return nil, err
	}
	if prepaidID.Valid {
		prepaid.DocumentID = prepaidID.Int64
		d.Prepaid = &prepaid
	}
	if err := json.Unmarshal([]byte(seller), &d.Seller); err != nil {
		return nil, fmt.Errorf("tax document %d seller: %w", d.ID, err)
	}
	if buyerName.Valid {
		d.Buyer = &dayspa.Buyer{Name: buyerName.String, Address: buyerAddress.String, TRN: buyerTRN.String}
	}
	d.Kind, d.Format, d.Language = dayspa.DocumentKind(kind), dayspa.InvoiceFormat(format), dayspa.Language(language)
	d.VATRate, d.IssuedAt = dayspa.Percent(rate), d.IssuedAt.UTC()
	d.Lines, d.Payments = []dayspa.TaxLine{}, []dayspa.Payment{}
	return &d, nil
}

// findTaxDocument reads document id with its lines and payments; lock is
// appended to its statement ("" or " FOR UPDATE"). ENOTFOUND for an
// unknown id.
func findTaxDocument(ctx context.Context, tx *Tx, id int64, lock string) (*dayspa.TaxDocument, error) {
	q := `SELECT ` + taxDocumentColumns + taxDocumentFrom + ` WHERE d.id = $1`
	if lock != "" {
		q += lock + ` OF d`
	}
	d, err := scanTaxDocument(tx.QueryRowContext(ctx, q, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDocumentNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find tax document %d: %w", id, err)
	}
	if err := fillDocuments(ctx, tx, []*dayspa.TaxDocument{d}); err != nil {
		return nil, err
	}
	return d, nil
}

// fillDocuments reads the lines and payments of docs.
func fillDocuments(ctx context.Context, tx *Tx, docs []*dayspa.TaxDocument) error {
	if len(docs) == 0 {
		return nil
	}
	byID := map[int64]*dayspa.TaxDocument{}
	ids := make([]any, len(docs))
	for i, d := range docs {
		byID[d.ID], ids[i] = d, d.ID
	}
	in := `(` + placeholders(1, len(ids)) + `)`
	rows, err := tx.QueryContext(ctx, `
		SELECT document_id, position, service_id, description, quantity, unit_price, discount, net_amount, vat_amount,
			amount, price_reason, corrects
		FROM tax_document_lines WHERE document_id IN `+in+` ORDER BY document_id, position`, ids...)
	if err != nil {
		return fmt.Errorf("tax document lines: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var l dayspa.TaxLine
		if err := rows.Scan(&id, &l.Position, &l.ServiceID, &l.Description, &l.Quantity, &l.UnitPrice, &l.Discount,
			&l.Net, &l.VAT, &l.Amount, &l.PriceReason, &l.Corrects); err != nil {
			return fmt.Errorf("tax document lines: %w", err)
		}
		byID[id].Lines = append(byID[id].Lines, l)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("tax document lines: %w", err)
	}
	rows.Close()
	prows, err := tx.QueryContext(ctx, `
		SELECT p.document_id, p.method, p.amount, COALESCE(p.entitlement_id, 0), p.card_hint, p.sessions, COALESCE(e.kind, '')
		FROM tax_document_payments p LEFT JOIN entitlements e ON e.id = p.entitlement_id
		WHERE p.document_id IN `+in+`
		ORDER BY p.document_id, p.position`, ids...)
	if err != nil {
		return fmt.Errorf("tax document payments: %w", err)
	}
	defer prows.Close()
	for prows.Next() {
		var id int64
		var p dayspa.Payment
		var method, kind string
		if err := prows.Scan(&id, &method, &p.Amount, &p.EntitlementID, &p.CardHint, &p.Sessions, &kind); err != nil {
			return fmt.Errorf("tax document payments: %w", err)
		}
		p.Method, p.Kind = dayspa.PaymentMethod(method), dayspa.EntitlementKind(kind)
		byID[id].Payments = append(byID[id].Payments, p)
	}
	return prows.Err()
}

// GetTaxDocument returns document id with its lines and payments.
func (db *DB) GetTaxDocument(ctx context.Context, id int64) (*dayspa.TaxDocument, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.TaxDocument, error) {
		return findTaxDocument(ctx, tx, id, "")
	})
}

// CreditNotesOf returns the credit notes of invoice id, oldest first, with
// their lines.
func (db *DB) CreditNotesOf(ctx context.Context, id int64) ([]dayspa.TaxDocument, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.TaxDocument, error) {
		return creditNotesOf(ctx, tx, id)
	})
}

func creditNotesOf(ctx context.Context, tx *Tx, id int64) ([]dayspa.TaxDocument, error) {
	docs, err := queryDocuments(ctx, tx, `SELECT `+taxDocumentColumns+taxDocumentFrom+
		` WHERE d.corrects_id = $1 ORDER BY d.id`, id)
	if err != nil {
		return nil, err
	}
	ptrs := make([]*dayspa.TaxDocument, len(docs))
	for i := range docs {
		ptrs[i] = &docs[i]
	}
	if err := fillDocuments(ctx, tx, ptrs); err != nil {
		return nil, err
	}
	return docs, nil
}

func queryDocuments(ctx context.Context, tx *Tx, q string, args ...any) ([]dayspa.TaxDocument, error) {
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("tax documents: %w", err)
	}
	defer rows.Close()
	out := []dayspa.TaxDocument{}
	for rows.Next() {
		d, err := scanTaxDocument(rows)
		if err != nil {
			return nil, fmt.Errorf("tax documents: %w", err)
		}
		out = append(out, *d)
	}
	return out, rows.Err()
}

// ListTaxDocuments returns one page of the documents of both kinds that
// match f, newest first, without their lines and payments, and the number
// of all that match.
func (db *DB) ListTaxDocuments(ctx context.Context, f dayspa.TaxDocumentFilter) ([]dayspa.TaxDocument, int, error) {
	f.Page = f.Page.Normalize()
	f.CleanQuery()
	w := &where{}
	if f.From != nil {
		w.add("d.issue_day >= ?", *f.From)
	}
	if f.To != nil {
		w.add("d.issue_day <= ?", *f.To)
	}
	if prefix, seq, ok := dayspa.DocumentSequenceOf(f.Query); ok {
		// A number: two probes of the (kind, sequence) index, the invoice
		// and the credit note with that sequence; with a prefix, the one
		// whose number it is.
		w.add(`((d.kind = 'invoice' AND d.sequence = ?) OR (d.kind = 'credit_note' AND d.sequence = ?))`, seq, seq)
		if prefix != "" {
			w.add(`upper(d.number) = ?`, strings.ToUpper(dayspa.DocumentNumber(prefix, seq)))
		}
	} else if f.Query != "" {
		// A name: a part of it anywhere, which no index serves (a scan).
		p := strings.ToLower(likePattern(f.Query))
		w.add(`(lower(d.customer_name) LIKE ? ESCAPE '\' OR lower(COALESCE(d.buyer_name, '')) LIKE ? ESCAPE '\')`, p, p)
	}
	type page struct {
		docs  []dayspa.TaxDocument
		total int
	}
	p, err := snapshot(ctx, db, func(tx *Tx) (page, error) {
		// Unfiltered, the count is the sequences': every document takes
		// the next number of its kind and none is ever removed, so the
		// million documents of five years are not counted one by one.
		count := `SELECT COUNT(*) FROM tax_documents d` + w.sql()
		if len(w.conds) == 0 {
			count = `SELECT COALESCE(SUM(next_sequence - 1), 0) FROM tax_document_sequences`
		}
		var total int
		if err := tx.QueryRowContext(ctx, count, w.args...).Scan(&total); err != nil {
			return page{}, fmt.Errorf("count tax documents: %w", err)
		}
		limit, offset := w.next(f.Limit), w.next(f.Offset)
		docs, err := queryDocuments(ctx, tx, `SELECT `+taxDocumentColumns+taxDocumentFrom+w.sql()+
			` ORDER BY d.issue_day DESC, d.id DESC LIMIT `+limit+` OFFSET `+offset, w.args...)
		return page{docs, total}, err
	})
	return p.docs, p.total, err
}

// documentBookingSQL finds the booking of a document, $1: its own, or for
// a credit note its invoice's; a deposit's invoice (and its credit notes)
// is its payment's booking's.
const documentBookingSQL = `SELECT COALESCE(d.booking_id, c.booking_id,
	(SELECT bp.booking_id FROM booking_payments bp WHERE bp.invoice_id = COALESCE(c.id, d.id)))` + taxDocumentFrom + ` WHERE d.id = $1`

// QueueDocumentEmail writes the message that sends document id to the
// guest of its booking, at the booking's version.
func (db *DB) QueueDocumentEmail(ctx context.Context, id int64) (*dayspa.OutboxMessage, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.OutboxMessage, error) {
		doc, err := findTaxDocument(ctx, tx, id, "")
		if err != nil {
			return nil, err
		}
		var bookingID sql.NullInt64
		if err := tx.QueryRowContext(ctx, documentBookingSQL, id).Scan(&bookingID); err != nil {
			return nil, fmt.Errorf("tax document %d booking: %w", id, err)
		}
		var email string
		var version int
		if bookingID.Valid {
			err := tx.QueryRowContext(ctx, `SELECT c.email, b.version FROM bookings b JOIN customers c ON c.id = b.customer_id
				WHERE b.id = $1`, bookingID.Int64).Scan(&email, &version)
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return nil, fmt.Errorf("tax document %d guest: %w", id, err)
			}
		}
		m, err := dayspa.DocumentEmail(doc, email, tx.now)
		if err != nil {
			return nil, err
		}
		out := dayspa.OutboxMessage{BookingID: bookingID.Int64, Kind: m.Kind, Recipient: m.Recipient,
			Status: dayspa.MessagePending, DueAt: m.DueAt.UTC(), NextAttemptAt: m.DueAt.UTC(), CreatedAt: tx.now.UTC(),
			BookingVersion: version, DocumentID: &doc.ID}
		err = tx.QueryRowContext(ctx, `INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar,
				due_at, next_attempt_at, tax_document_id)
			VALUES ($1, $2, $3, $4, $5, FALSE, $6, $6, $7) RETURNING id`,
			bookingID.Int64, version, tx.now, string(m.Kind), m.Recipient, dbTime(m.DueAt), doc.ID).Scan(&out.ID)
		if err != nil {
			return nil, fmt.Errorf("tax document %d e-mail: %w", id, err)
		}
		return &out, nil
	})
}

// bookingDocuments lists the documents issued for booking id (its invoice,
// its deposit's invoice, and their credit notes), oldest first.
func bookingDocuments(ctx context.Context, tx *Tx, id int64) ([]dayspa.ManagedDocument, error) {
	rows, err := tx.QueryContext(ctx, `
		SELECT d.id, d.number, d.kind, d.issue_day, d.total_amount`+taxDocumentFrom+`
		WHERE d.booking_id = $1 OR c.booking_id = $1
			OR COALESCE(c.id, d.id) IN (SELECT invoice_id FROM booking_payments WHERE booking_id = $1 AND invoice_id IS NOT NULL)
		ORDER BY d.id`, id)
	if err != nil {
		return nil, fmt.Errorf("booking %d documents: %w", id, err)
	}
	defer rows.Close()
	var out []dayspa.ManagedDocument
	for rows.Next() {
		var d dayspa.ManagedDocument
		var kind string
		if err := rows.Scan(&d.ID, &d.Number, &kind, &d.IssueDate, &d.Total); err != nil {
			return nil, fmt.Errorf("booking %d documents: %w", id, err)
		}
		d.Kind = dayspa.DocumentKind(kind)
		out = append(out, d)
	}
	return out, rows.Err()
}
