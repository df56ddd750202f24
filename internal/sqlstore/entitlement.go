package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.EntitlementStore = (*DB)(nil)

// Entitlements: gift cards, packages and memberships, and their ledger.
// The domain decides every change (dayspa.Entitlement.Apply); the store
// applies it under the entitlement's row lock and appends the entry with
// the new balance in the same transaction. The ledger is only ever
// inserted into: there is no UPDATE or DELETE of entitlement_ledger in
// this package, and the migration's triggers refuse both.

const entitlementColumns = `id, code, kind, holder_name, holder_email, recipient_name, recipient_email, service_id, category,
	sessions, value_amount, price, expires_on, status, balance, redeemed, created_at, paid_by, invoice_id, discount_percent,
	renews, renewal_ended, COALESCE((SELECT d.number FROM tax_documents d WHERE d.id = entitlements.invoice_id), '')`

func scanEntitlement(s scanner) (*dayspa.Entitlement, error) {
	var e dayspa.Entitlement
	var svc sql.NullInt64
	if err := s.Scan(&e.ID, &e.Code, &e.Kind, &e.HolderName, &e.HolderEmail, &e.RecipientName, &e.RecipientEmail, &svc,
		&e.Category, &e.Sessions, &e.Value, &e.Price, &e.ExpiresOn, &e.Status, &e.Balance, &e.Redeemed, &e.CreatedAt,
		&e.PaidBy, &e.InvoiceID, &e.DiscountPercent, &e.Renews, &e.RenewalEnded, &e.InvoiceNumber); err != nil {
		return nil, err
	}
	if svc.Valid {
		e.ServiceID = &svc.Int64
	}
	e.CreatedAt = e.CreatedAt.UTC()
	return &e, nil
}

const ledgerColumns = `id, entitlement_id, kind, units, reason, actor_name, entry_day, created_at`

func scanLedgerEntry(s scanner) (dayspa.LedgerEntry, error) {
	var l dayspa.LedgerEntry
	if err := s.Scan(&l.ID, &l.EntitlementID, &l.Kind, &l.Units, &l.Reason, &l.By, &l.Day, &l.CreatedAt); err != nil {
		return dayspa.LedgerEntry{}, err
	}
	l.CreatedAt = l.CreatedAt.UTC()
	return l, nil
}

var errEntitlementNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgEntitlementNotFound)

// appendLedgerEntry inserts l, which leaves the entitlement at balance,
// and sets its ID and time. The only write of the ledger.
func appendLedgerEntry(ctx context.Context, tx *Tx, l *dayspa.LedgerEntry, balance int64) error {
	l.CreatedAt = tx.now
	err := tx.QueryRowContext(ctx, `
		INSERT INTO entitlement_ledger (entitlement_id, kind, units, balance_after, reason, actor_name, entry_day, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
		l.EntitlementID, string(l.Kind), l.Units, balance, l.Reason, l.By, l.Day, tx.now).Scan(&l.ID)
	if err != nil {
		return fmt.Errorf("append ledger entry: %w", err)
	}
	return nil
}

// IssueEntitlement stores e and its sale entry, and for a package or a
// membership the tax invoice of its sale (dayspa.EntitlementSale), in one
// transaction: nothing is stored, and no number taken, when any of it
// fails.
func (db *DB) IssueEntitlement(ctx context.Context, e *dayspa.Entitlement, sale dayspa.LedgerEntry) error {
	return db.inWrite(ctx, func(tx *Tx) error { return issueEntitlement(ctx, tx, e, sale, dayspa.English) })
}

// issueEntitlement is IssueEntitlement in tx, the tax invoice in lang.
func issueEntitlement(ctx context.Context, tx *Tx, e *dayspa.Entitlement, sale dayspa.LedgerEntry, lang dayspa.Language) error {
	var svc sql.NullInt64
	if e.ServiceID != nil {
		svc = sql.NullInt64{Int64: *e.ServiceID, Valid: true}
	}
	if err := invoiceEntitlementSale(ctx, tx, e, sale.By, lang); err != nil {
		return err
	}
	e.CreatedAt = tx.now
	err := tx.QueryRowContext(ctx, `
		INSERT INTO entitlements (code, kind, holder_name, holder_email, recipient_name, recipient_email, service_id, category,
			sessions, value_amount, price, expires_on, status, balance, redeemed, created_at, updated_at, paid_by, invoice_id,
			discount_percent, renews, renewal_ended)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) RETURNING id`,
		e.Code, string(e.Kind), e.HolderName, e.HolderEmail, e.RecipientName, e.RecipientEmail, svc, e.Category,
		e.Sessions, e.Value, e.Price, e.ExpiresOn, string(e.Status), e.Balance, e.Redeemed, tx.now, tx.now,
		string(e.PaidBy), e.InvoiceID, e.DiscountPercent, e.Renews, e.RenewalEnded).Scan(&e.ID)
	if err != nil {
		return fmt.Errorf("issue entitlement: %w", err)
	}
	sale.EntitlementID = e.ID
	if err := appendLedgerEntry(ctx, tx, &sale, e.Balance); err != nil {
		return err
	}
	noteAudit(ctx, e.ID, nil, e)
	return nil
}

// invoiceEntitlementSale issues the tax invoice of the sale of e, a
// package or a membership (a month of it for a renewal), numbered as
// checkout's invoices are, for its holder, in lang and issued by who sold
// it; it sets e's InvoiceID and InvoiceNumber. A gift card's sale has none: it
// does nothing then. A package's service must exist (EINVALID, field
// serviceId).
func invoiceEntitlementSale(ctx context.Context, tx *Tx, e *dayspa.Entitlement, issuedBy string, lang dayspa.Language) error {
	if !e.Kind.SupplyAtSale() {
		return nil
	}
	serviceName := ""
	if e.ServiceID != nil {
		err := tx.QueryRowContext(ctx, `SELECT name FROM services WHERE id = $1`, *e.ServiceID).Scan(&serviceName)
		if errors.Is(err, sql.ErrNoRows) {
			return dayspa.FieldError("serviceId", dayspa.MsgEntitlementService)
		} else if err != nil {
			return fmt.Errorf("entitlement %s service: %w", e.Code, err)
		}
	}
	s, ok := dayspa.EntitlementSale(e, serviceName)
	if !ok {
		return nil
	}
	issuer := tx.db.issuer()
	priced, err := dayspa.PriceSale(s, issuer.Seller)
	if err != nil {
		return err
	}
	doc := newInvoice(tx, s, priced, issuer)
	doc.CustomerName, doc.Language, doc.IssuedBy = e.HolderName, lang, issuedBy
	if err := takeDocumentNumber(ctx, tx, doc, issuer); err != nil {
		return err
	}
	if err := insertTaxDocument(ctx, tx, doc); err != nil {
		return err
	}
	e.InvoiceID, e.InvoiceNumber = &doc.ID, doc.Number
	return nil
}

// GetEntitlement returns the entitlement, or ENOTFOUND.
func (db *DB) GetEntitlement(ctx context.Context, id int64) (*dayspa.Entitlement, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Entitlement, error) {
		return findEntitlement(ctx, tx, `id = $1`, id, false)
	})
}

// EntitlementByCode returns the entitlement of a written code, or
// ENOTFOUND.
func (db *DB) EntitlementByCode(ctx context.Context, code string) (*dayspa.Entitlement, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Entitlement, error) {
		return findEntitlement(ctx, tx, `code = $1`, code, false)
	})
}

// findEntitlement reads the one entitlement of cond; forUpdate locks its
// row until tx ends (on SQLite the write transaction holds the lock
// already).
func findEntitlement(ctx context.Context, tx *Tx, cond string, arg any, forUpdate bool) (*dayspa.Entitlement, error) {
	q := `SELECT ` + entitlementColumns + ` FROM entitlements WHERE ` + cond
	if forUpdate && tx.db.engine == EnginePostgres {
		q += ` FOR UPDATE`
	}
	e, err := scanEntitlement(tx.QueryRowContext(ctx, q, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errEntitlementNotFound
	} else if err != nil {
		return nil, fmt.Errorf("find entitlement: %w", err)
	}
	return e, nil
}

// EntitlementLedger returns the entitlement's entries, oldest first.
func (db *DB) EntitlementLedger(ctx context.Context, id int64) ([]dayspa.LedgerEntry, error) {
	return snapshot(ctx, db, func(tx *Tx) ([]dayspa.LedgerEntry, error) {
		e, err := findEntitlement(ctx, tx, `id = $1`, id, false)
		if err != nil {
			return nil, err
		}
		entries, err := queryAll(ctx, tx, "entitlement ledger", scanLedgerEntry,
			`SELECT `+ledgerColumns+` FROM entitlement_ledger WHERE entitlement_id = $1 ORDER BY id`, id)
		for i := range entries {
			entries[i] = entries[i].WithKind(e.Kind)
		}
		return entries, err
	})
}

// RecordEntitlementEntry applies op under the entitlement's row lock and
// appends its entry with the new balance.
func (db *DB) RecordEntitlementEntry(ctx context.Context, id int64, op dayspa.LedgerOp) (*dayspa.Entitlement, dayspa.LedgerEntry, error) {
	type answer struct {
		e     *dayspa.Entitlement
		entry dayspa.LedgerEntry
	}
	a, err := write(ctx, db, func(tx *Tx) (answer, error) {
		before, err := findEntitlement(ctx, tx, `id = $1`, id, true)
		if err != nil {
			return answer{}, err
		}
		e := *before
		entry, err := e.Apply(op, dayspa.DateOf(tx.now.In(tx.db.location)))
		if err != nil {
			return answer{}, err
		}
		if err := saveEntitlementEntry(ctx, tx, before, &e, &entry); err != nil {
			return answer{}, err
		}
		noteAudit(ctx, id, before, &e)
		return answer{&e, entry}, nil
	})
	return a.e, a.entry, err
}

// saveEntitlementEntry writes the entitlement as entry (which Apply made)
// changed it from before to after, under before's row lock, and appends
// the entry with the new balance. The caller notes the audit: a checkout's
// event is its booking's.
func saveEntitlementEntry(ctx context.Context, tx *Tx, before, after *dayspa.Entitlement, entry *dayspa.LedgerEntry) error {
	// The balance is written as it was read changed by the entry; the
	// WHERE guards against a row changed since (never under the lock) and
	// the CHECK against a balance below zero.
	res, err := tx.ExecContext(ctx, `
		UPDATE entitlements SET balance = $1, redeemed = $2, status = $3, updated_at = $4
		WHERE id = $5 AND balance = $6`, after.Balance, after.Redeemed, string(after.Status), tx.now, after.ID, before.Balance)
	if err != nil {
		return fmt.Errorf("record entitlement %d: %w", after.ID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return fmt.Errorf("record entitlement %d: balance changed under the lock (%d rows, %v)", after.ID, n, err)
	}
	return appendLedgerEntry(ctx, tx, entry, after.Balance)
}

// checkoutRedemption is an entitlement's payment at checkout: the gift
// card, package or membership as it was and as the payment leaves it, and
// the ledger entry between.
type checkoutRedemption struct {
	before, after *dayspa.Entitlement
	entry         dayspa.LedgerEntry
}

// redeemAtCheckout finds the gift card, package or membership of each of
// the sale's payments by a code, locked when lock is set, and takes the
// payment from it, one payment after another (a code named twice pays
// twice from what the first left): a gift card's amount
// (dayspa.RedeemAtCheckout), or a package's or membership's sessions,
// which cover the sale's lines they pay before it is priced
// (dayspa.CoverSessions; categories gives the category of each service
// the lines name). It sets each payment's entitlement and how that
// was paid for. Every refusal comes at once, as the payments' field
// messages; nothing is written here: saveRedemptions writes what this
// returns once the invoice has its number, and a preview writes nothing.
func redeemAtCheckout(ctx context.Context, tx *Tx, s *dayspa.Sale, categories map[int64]string, by string, lock bool) ([]checkoutRedemption, error) {
	f := dayspa.FieldErrors{}
	today := dayspa.DateOf(tx.now.In(tx.db.location))
	held := map[string]*dayspa.Entitlement{}
	category := func(id int64) string { return categories[id] }
	var out []checkoutRedemption
	if s.MemberCode != "" {
		e, err := findEntitlement(ctx, tx, `code = $1`, s.MemberCode, false)
		if errors.Is(err, errEntitlementNotFound) {
			f.Add("discount.memberCode", dayspa.MsgEntitlementNotFound)
		} else if err != nil {
			return nil, err
		} else {
			dayspa.MemberDiscount(f, s, e, today)
		}
	}
	for i := range s.Payments {
		p := &s.Payments[i]
		if p.Method != dayspa.PayEntitlement {
			continue
		}
		at := fmt.Sprintf("payments[%d].", i)
		e, ok := held[p.Code]
		if !ok {
			found, err := findEntitlement(ctx, tx, `code = $1`, p.Code, lock)
			if errors.Is(err, errEntitlementNotFound) {
				f.Add(at+"code", dayspa.MsgEntitlementNotFound)
				continue
			} else if err != nil {
				return nil, err
			}
			e, held[p.Code] = found, found
		}
		before, after := *e, *e
		var entry dayspa.LedgerEntry
		if p.Sessions > 0 {
			entry, ok = dayspa.CoverSessions(f, at, s, p, &after, category, today, by)
		} else {
			entry, ok = dayspa.RedeemAtCheckout(f, at, &after, p.Amount, today, by)
		}
		if !ok {
			continue
		}
		*e = after
		p.EntitlementID, p.FundedBy = e.ID, e.PaidBy
		out = append(out, checkoutRedemption{before: &before, after: &after, entry: entry})
	}
	if err := f.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// holdSession makes booking b, just written, hold a session of the
// package or membership nb names by its code, if any: the entitlement's
// row is locked (so two bookings at once never hold its last session
// twice), the sessions its open bookings hold are counted, and
// dayspa.BookedSession says whether one more may be. A refusal is the
// booking form's field message, and the booking goes with the
// transaction's rollback.
func holdSession(ctx context.Context, tx *Tx, nb dayspa.NewBooking, b *dayspa.Booking) error {
	if nb.EntitlementCode == "" {
		return nil
	}
	e, err := findEntitlement(ctx, tx, `code = $1`, nb.EntitlementCode, true)
	if errors.Is(err, errEntitlementNotFound) {
		return dayspa.FieldError("entitlementCode", dayspa.MsgEntitlementNotFound)
	} else if err != nil {
		return err
	}
	held, err := heldSessions(ctx, tx, e.ID, b.ID)
	if err != nil {
		return err
	}
	if err := dayspa.BookedSession(e, &nb.Service, nb.Date, held); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE bookings SET entitlement_id = $1 WHERE id = $2`, e.ID, b.ID); err != nil {
		return fmt.Errorf("booking %d holds a session: %w", b.ID, err)
	}
	b.SessionHint = dayspa.CodeHint(e.Code)
	return nil
}

// heldSessions counts the sessions of entitlement id that its open
// bookings (pending or confirmed) other than booking hold.
func heldSessions(ctx context.Context, tx *Tx, id, booking int64) (int64, error) {
	var held int64
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM bookings WHERE entitlement_id = $1 AND id <> $2 AND status IN ($3, $4)`,
		id, booking, string(dayspa.StatusPending), string(dayspa.StatusConfirmed)).Scan(&held); err != nil {
		return 0, fmt.Errorf("sessions held of entitlement %d: %w", id, err)
	}
	return held, nil
}

// keepSession refuses a change that leaves booking id, now status on
// day, open while holding a session its package or membership can no
// longer give (dayspa.KeptSession): an undone cancellation when every
// session has been used or booked since, a move past the last valid day.
// The entitlement's row is locked, as when the booking first held it.
func keepSession(ctx context.Context, tx *Tx, id int64, status dayspa.BookingStatus, day dayspa.Date) error {
	if status != dayspa.StatusPending && status != dayspa.StatusConfirmed {
		return nil
	}
	var (
		entitlement sql.NullInt64
		svc         dayspa.Service
	)
	err := tx.QueryRowContext(ctx, `
		SELECT b.entitlement_id, s.id, s.category FROM bookings b JOIN services s ON s.id = b.service_id WHERE b.id = $1`, id).
		Scan(&entitlement, &svc.ID, &svc.Category)
	if err != nil {
		return fmt.Errorf("booking %d session: %w", id, err)
	}
	if !entitlement.Valid {
		return nil
	}
	e, err := findEntitlement(ctx, tx, `id = $1`, entitlement.Int64, true)
	if err != nil {
		return err
	}
	held, err := heldSessions(ctx, tx, e.ID, id)
	if err != nil {
		return err
	}
	return dayspa.KeptSession(e, &svc, day, held)
}

// saveRedemptions writes the redemptions of a checkout whose invoice is
// invoiceNumber: each entry names it.
func saveRedemptions(ctx context.Context, tx *Tx, rs []checkoutRedemption, invoiceNumber string) error {
	for i := range rs {
		r := &rs[i]
		r.entry.Reason = dayspa.RedemptionReason(invoiceNumber)
		if err := saveEntitlementEntry(ctx, tx, r.before, r.after, &r.entry); err != nil {
			return err
		}
	}
	return nil
}

// entitlementWhere returns the conditions of f.
func entitlementWhere(f dayspa.EntitlementFilter) *where {
	w := &where{}
	if f.Kind != "" {
		w.add("kind = ?", string(f.Kind))
	}
	switch {
	case f.Code != "":
		w.add("code = ?", f.Code)
	case f.Search != "":
		p := likePattern(f.Search)
		w.add(`(lower(code) LIKE lower(?) ESCAPE '\' OR lower(holder_name) LIKE lower(?) ESCAPE '\'
			OR lower(holder_email) LIKE lower(?) ESCAPE '\' OR lower(recipient_name) LIKE lower(?) ESCAPE '\'
			OR lower(recipient_email) LIKE lower(?) ESCAPE '\')`, p, p, p, p, p)
	}
	return w
}

// ListEntitlements returns one page of the entitlements matching f, newest
// first, and the number that match.
func (db *DB) ListEntitlements(ctx context.Context, f dayspa.EntitlementFilter) ([]dayspa.Entitlement, int, error) {
	f.Page = f.Page.Normalize()
	p, err := snapshot(ctx, db, func(tx *Tx) (page[dayspa.Entitlement], error) {
		w := entitlementWhere(f)
		var total int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM entitlements`+w.sql(), w.args...).Scan(&total); err != nil {
			return page[dayspa.Entitlement]{}, fmt.Errorf("count entitlements: %w", err)
		}
		limit, offset := w.next(f.Limit), w.next(f.Offset)
		items, err := queryAll(ctx, tx, "entitlements", func(s scanner) (dayspa.Entitlement, error) {
			e, err := scanEntitlement(s)
			if err != nil {
				return dayspa.Entitlement{}, err
			}
			return *e, nil
		}, `SELECT `+entitlementColumns+` FROM entitlements`+w.sql()+` ORDER BY id DESC LIMIT `+limit+` OFFSET `+offset, w.args...)
		return pageOf(items, total, err)
	})
	return p.items, p.total, err
}

// EntitlementStandings returns each entitlement sold on or before to with
// its balance at the end of to and what its expiries from from to to
// took, both summed from the ledger.
func (db *DB) EntitlementStandings(ctx context.Context, from, to dayspa.Date) ([]dayspa.EntitlementStanding, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.EntitlementStanding, error) {
		return queryAll(ctx, tx, "entitlement standings", func(s scanner) (dayspa.EntitlementStanding, error) {
			var st dayspa.EntitlementStanding
			err := s.Scan(&st.Kind, &st.Price, &st.Sessions, &st.Owed, &st.Expired)
			return st, err
		}, `
			SELECT e.kind, e.price, e.sessions,
				`+sum("CASE WHEN l.entry_day <= $2 THEN l.units ELSE 0 END")+`,
				`+sum("CASE WHEN l.kind = 'expiry' AND l.entry_day >= $1 AND l.entry_day <= $2 THEN -l.units ELSE 0 END")+`
			FROM entitlements e JOIN entitlement_ledger l ON l.entitlement_id = e.id
			GROUP BY e.id, e.kind, e.price, e.sessions
			HAVING MIN(l.entry_day) <= $2
			ORDER BY e.id`, from, to)
	})
}

// ExpireDueEntitlements writes the expiry of up to limit active
// entitlements whose last valid day is before now's day in the spa, each
// through RecordEntitlementEntry (its own transaction, under its lock). One
// the rule refuses (expired meanwhile by another instance, or not yet due
// by the store's own clock) is passed over.
func (db *DB) ExpireDueEntitlements(ctx context.Context, now time.Time, limit int) (int, error) {
	today := dayspa.DateOf(now.In(db.location))
	ids, err := read(ctx, db, func(tx *Tx) ([]int64, error) {
		return queryAll(ctx, tx, "due entitlements", func(s scanner) (int64, error) {
			var id int64
			err := s.Scan(&id)
			return id, err
		}, `SELECT id FROM entitlements WHERE status = 'active' AND expires_on < $1 ORDER BY id LIMIT $2`, today, limit)
	})
	if err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		_, _, err := db.RecordEntitlementEntry(ctx, id, dayspa.LedgerOp{Kind: dayspa.EntryExpiry})
		switch {
		case err == nil:
			n++
		case dayspa.ErrorCode(err) == dayspa.ECONFLICT:
		default:
			return n, err
		}
	}
	return n, nil
}

// RenewEntitlement sells membership id another month: its credits added,
// its last valid day a month on, a sale entry, and the month's tax invoice
// (a supply, as the first month's was) for its holder.
func (db *DB) RenewEntitlement(ctx context.Context, id int64, in dayspa.RenewInput, by string) (*dayspa.Entitlement, dayspa.LedgerEntry, string, error) {
	type answer struct {
		e      *dayspa.Entitlement
		entry  dayspa.LedgerEntry
		number string
	}
	a, err := write(ctx, db, func(tx *Tx) (answer, error) {
		before, err := findEntitlement(ctx, tx, `id = $1`, id, true)
		if err != nil {
			return answer{}, err
		}
		e := *before
		entry, paidBy, err := e.Renew(in, dayspa.DateOf(tx.now.In(tx.db.location)), by)
		if err != nil {
			return answer{}, err
		}
		// The month's invoice is the first sale's, paid as the member paid
		// now; the membership keeps naming its first invoice.
		month := e
		month.PaidBy = paidBy
		if err := invoiceEntitlementSale(ctx, tx, &month, by, dayspa.English); err != nil {
			return answer{}, err
		}
		entry.Reason += " (" + month.InvoiceNumber + ")"
		if _, err := tx.ExecContext(ctx, `UPDATE entitlements SET expires_on = $1 WHERE id = $2`, e.ExpiresOn, id); err != nil {
			return answer{}, fmt.Errorf("renew entitlement %d: %w", id, err)
		}
		entry.EntitlementID = id
		if err := saveEntitlementEntry(ctx, tx, before, &e, &entry); err != nil {
			return answer{}, err
		}
		noteAudit(ctx, id, before, &e)
		return answer{&e, entry, month.InvoiceNumber}, nil
	})
	return a.e, a.entry, a.number, err
}
