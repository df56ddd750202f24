package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"github.com/dayspa/dayspa"
)

var _ dayspa.TaxDocumentStore = (*DB)(nil)

// Checkout: a booking's sale issued as a tax invoice, the booking marked
// completed and the sale's income recorded, in one transaction
// (docs/product.md, "Checkout and tax invoices"). The documents themselves
// are written and read in tax_document.go.

// checkoutBooking is what a checkout reads of its booking.
type checkoutBooking struct {
	view            dayspa.CheckoutBooking
	serviceID       int64
	serviceCategory string
	price           dayspa.Money
	language        dayspa.Language
	commission      dayspa.Percent
}

// findCheckoutBooking reads booking id with its guest, service and first
// therapist (by id: a couple's treatment pays the commission of one);
// lock locks its row until tx ends (PostgreSQL; SQLite's write
// transaction holds the lock already). ENOTFOUND for an unknown id.
func findCheckoutBooking(ctx context.Context, tx *Tx, id int64, lock bool) (*checkoutBooking, error) {
	if lock {
		if _, _, err := bookingStatusAndStart(ctx, tx, id); err != nil {
			return nil, err
		}
	}
	var b checkoutBooking
	var status string
	var therapist sql.NullString
	var rate *int64
	err := tx.QueryRowContext(ctx, `
		SELECT b.id, b.booking_date, b.booking_time, b.status, b.language, c.name, c.email,
			s.id, s.name, s.category, s.price, t.name, t.commission_percentage, COALESCE(e.code, '')
		FROM bookings b
		JOIN customers c ON c.id = b.customer_id
		JOIN services s ON s.id = b.service_id
		LEFT JOIN therapists t ON t.id = (SELECT MIN(bt.therapist_id) FROM booking_therapists bt WHERE bt.booking_id = b.id)
		LEFT JOIN entitlements e ON e.id = b.entitlement_id
		WHERE b.id = $1`, id).Scan(&b.view.ID, &b.view.Date, &b.view.Time, &status, &b.language,
		&b.view.CustomerName, &b.view.CustomerEmail, &b.serviceID, &b.view.ServiceName, &b.serviceCategory, &b.price,
		&therapist, &rate, &b.view.SessionCode)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("checkout booking %d: %w", id, err)
	}
	b.view.Status = dayspa.BookingStatus(status)
	b.view.TherapistName = therapist.String
	b.commission = dayspa.SaleCommission(rate)
	return &b, nil
}

// checkCheckoutOpen refuses a booking that cannot be checked out: one
// cancelled or a no-show, or one an invoice checked out already.
func checkCheckoutOpen(ctx context.Context, tx *Tx, b *checkoutBooking) error {
	var invoiceID int64
	err := tx.QueryRowContext(ctx, `SELECT id FROM tax_documents WHERE booking_id = $1`, b.view.ID).Scan(&invoiceID)
	switch {
	case err == nil:
		return dayspa.CheckoutClosed(invoiceID)
	case !errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("checkout booking %d invoice: %w", b.view.ID, err)
	case !b.view.Status.CanCheckOut():
		return dayspa.CheckoutClosed(0)
	}
	return nil
}

// CheckoutOpen answers whether booking id can be checked out.
func (db *DB) CheckoutOpen(ctx context.Context, id int64) error {
	_, err := read(ctx, db, func(tx *Tx) (struct{}, error) {
		b, err := findCheckoutBooking(ctx, tx, id, false)
		if err != nil {
			return struct{}{}, err
		}
		return struct{}{}, checkCheckoutOpen(ctx, tx, b)
	})
	return err
}

// CheckoutDraft returns the draft of booking id's checkout.
func (db *DB) CheckoutDraft(ctx context.Context, id int64) (*dayspa.CheckoutDraft, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.CheckoutDraft, error) {
		b, err := findCheckoutBooking(ctx, tx, id, false)
		if err != nil {
			return nil, err
		}
		if err := checkCheckoutOpen(ctx, tx, b); err != nil {
			return nil, err
		}
		serviceID := b.serviceID
		prepaid, err := bookingPrepayment(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		d := &dayspa.CheckoutDraft{
			Prepaid:              prepaid,
			Booking:              b.view,
			Lines:                []dayspa.DraftLine{{ServiceID: &serviceID, Description: b.view.ServiceName, UnitPrice: b.price, Quantity: 1}},
			FullInvoiceThreshold: dayspa.FullInvoiceThreshold,
			Services:             []dayspa.SaleService{},
		}
		rows, err := tx.QueryContext(ctx, `SELECT id, name, price FROM services WHERE is_active ORDER BY name, id`)
		if err != nil {
			return nil, fmt.Errorf("checkout services: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var s dayspa.SaleService
			if err := rows.Scan(&s.ID, &s.Name, &s.Price); err != nil {
				return nil, fmt.Errorf("checkout services: %w", err)
			}
			d.Services = append(d.Services, s)
		}
		return d, rows.Err()
	})
}

// saleServices returns the price and the category of each service the
// sale's lines name, by id: what its lines' prices are checked against,
// and what a package's sessions cover.
func saleServices(ctx context.Context, tx *Tx, s *dayspa.Sale) (prices map[int64]dayspa.Money, categories map[int64]string, err error) {
	var ids []any
	for _, l := range s.Lines {
		if l.ServiceID != nil {
			ids = append(ids, *l.ServiceID)
		}
	}
	prices, categories = map[int64]dayspa.Money{}, map[int64]string{}
	if len(ids) == 0 {
		return prices, categories, nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT id, price, category FROM services WHERE id IN (`+placeholders(1, len(ids))+`)`, ids...)
	if err != nil {
		return nil, nil, fmt.Errorf("sale's services: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var p dayspa.Money
		var c string
		if err := rows.Scan(&id, &p, &c); err != nil {
			return nil, nil, fmt.Errorf("sale's services: %w", err)
		}
		prices[id], categories[id] = p, c
	}
	return prices, categories, rows.Err()
}

// PreviewRedemptions takes sale s's payments by gift cards, packages and
// memberships as IssueCheckout will (its sessions covering the lines they
// pay), for a preview: nothing is written or locked.
func (db *DB) PreviewRedemptions(ctx context.Context, s *dayspa.Sale) error {
	_, err := read(ctx, db, func(tx *Tx) (struct{}, error) {
		s.Payments, s.Lines = slices.Clone(s.Payments), slices.Clone(s.Lines)
		_, categories, err := saleServices(ctx, tx, s)
		if err != nil {
			return struct{}{}, err
		}
		_, err = redeemAtCheckout(ctx, tx, s, categories, "", false)
		return struct{}{}, err
	})
	return err
}

// IssueCheckout checks booking c.BookingID out: under its row lock it
// checks the booking is open, the lines' prices and the payments, then
// takes the next invoice number, stores the invoice and the sale's income
// record (each naming the other), and marks the booking completed, all
// in one transaction.
func (db *DB) IssueCheckout(ctx context.Context, c dayspa.Checkout) (*dayspa.TaxDocument, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.TaxDocument, error) {
		b, err := findCheckoutBooking(ctx, tx, c.BookingID, true)
		if err != nil {
			return nil, err
		}
		if err := checkCheckoutOpen(ctx, tx, b); err != nil {
			return nil, err
		}
		prices, categories, err := saleServices(ctx, tx, &c.Sale)
		if err != nil {
			return nil, err
		}
		if err := c.Sale.CheckServicePrices(prices); err != nil {
			return nil, err
		}
		// Gift cards, packages and memberships that pay: locked, and their
		// payments taken in memory (written once the invoice has its
		// number); sessions cover their lines before the sale is priced.
		c.Sale.Payments, c.Sale.Lines = slices.Clone(c.Sale.Payments), slices.Clone(c.Sale.Lines)
		redemptions, err := redeemAtCheckout(ctx, tx, &c.Sale, categories, c.IssuedBy, true)
		if err != nil {
			return nil, err
		}
		// The deposit invoiced at its receipt is deducted: the invoice
		// charges the rest, and its VAT only what was not invoiced yet.
		prepaid, err := bookingPrepayment(ctx, tx, c.BookingID)
		if err != nil {
			return nil, err
		}
		priced, err := dayspa.PriceSaleAfter(c.Sale, c.Issuer.Seller, prepaid)
		if err != nil {
			return nil, err
		}
		bookingID := c.BookingID
		doc := newInvoice(tx, c.Sale, priced, c.Issuer)
		doc.Prepaid = prepaid
		doc.BookingID, doc.CustomerName, doc.TherapistName = &bookingID, b.view.CustomerName, b.view.TherapistName
		doc.Language, doc.IssuedBy = b.language, c.IssuedBy
		// The booking's own rows first: the numbers' rows (the invoices',
		// the income records') and the day's sums are what every checkout
		// waits for, locked from their first write to the commit.
		if err := completeCheckedOut(ctx, tx, b); err != nil {
			return nil, err
		}
		if err := takeDocumentNumber(ctx, tx, doc, c.Issuer); err != nil {
			return nil, err
		}
		income := dayspa.SaleIncome(doc, b.view.ServiceName, b.serviceCategory, b.commission)
		if err := issueWithIncome(ctx, tx, doc, &income); err != nil {
			return nil, err
		}
		if err := saveRedemptions(ctx, tx, redemptions, doc.Number); err != nil {
			return nil, err
		}
		// The audit log records the change of the booking: its invoice.
		noteAudit(ctx, c.BookingID, nil, doc)
		return doc, nil
	})
}

// newInvoice is the tax invoice of sale s (dayspa.NewInvoice), issued now
// on the spa's day.
func newInvoice(tx *Tx, s dayspa.Sale, priced dayspa.PricedSale, issuer dayspa.Issuer) *dayspa.TaxDocument {
	return dayspa.NewInvoice(s, priced, issuer.Seller, tx.now, dayspa.DateOf(tx.now.In(tx.db.location)))
}

// issueWithIncome stores doc, numbered already, and its sale's income
// record t (with the next income number, and the day's sums, as the
// form's records are), each naming the other.
func issueWithIncome(ctx context.Context, tx *Tx, doc *dayspa.TaxDocument, t *dayspa.IncomeTransaction) error {
	first, err := takeInvoiceNumbers(ctx, tx, 1)
	if err != nil {
		return err
	}
	t.InvoiceNumber = first
	t.CreatedAt, t.UpdatedAt = tx.now, tx.now
	if err := insertIncome(ctx, tx, []*dayspa.IncomeTransaction{t}); err != nil {
		return err
	}
	if err := addDaily(ctx, tx, dailyDeltas{}.add(t, 1)); err != nil {
		return err
	}
	doc.IncomeID = &t.ID
	if err := insertTaxDocument(ctx, tx, doc); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE income_transactions SET tax_document_id = $1 WHERE id = $2`, doc.ID, t.ID); err != nil {
		return fmt.Errorf("link income %d: %w", t.ID, err)
	}
	t.TaxDocumentID = &doc.ID
	return nil
}

// IssueIncome stores t, a record typed in the Add New Invoice form
// (NewIncomeTransaction made it), with its tax invoice (IncomeSale: one
// line, paid by its cash and card), in one transaction: a sale that cannot
// be priced (a full invoice needs a buyer the form does not name) stores
// nothing and uses no number.
func (db *DB) IssueIncome(ctx context.Context, t *dayspa.IncomeTransaction, issuer dayspa.Issuer, issuedBy string) (*dayspa.TaxDocument, error) {
	s := dayspa.IncomeSale(t)
	priced, err := dayspa.PriceSale(s, issuer.Seller)
	if err != nil {
		return nil, err
	}
	return write(ctx, db, func(tx *Tx) (*dayspa.TaxDocument, error) {
		return issueIncomeIn(ctx, tx, t, s, priced, issuer, issuedBy)
	})
}

// IssueIncomeBatch is IssueIncome for each of ts, in order, in one
// transaction: numbered one after the other, all stored or none. It is
// for loading a book of sales at once (the benchmarks' million
// invoices); the desk issues one at a time.
func (db *DB) IssueIncomeBatch(ctx context.Context, ts []*dayspa.IncomeTransaction, issuer dayspa.Issuer, issuedBy string) ([]*dayspa.TaxDocument, error) {
	sales := make([]dayspa.Sale, len(ts))
	priced := make([]dayspa.PricedSale, len(ts))
	for i, t := range ts {
		sales[i] = dayspa.IncomeSale(t)
		p, err := dayspa.PriceSale(sales[i], issuer.Seller)
		if err != nil {
			return nil, fmt.Errorf("income %d of the batch: %w", i, err)
		}
		priced[i] = p
	}
	return write(ctx, db, func(tx *Tx) ([]*dayspa.TaxDocument, error) {
		docs := make([]*dayspa.TaxDocument, len(ts))
		for i, t := range ts {
			doc, err := issueIncomeIn(ctx, tx, t, sales[i], priced[i], issuer, issuedBy)
			if err != nil {
				return nil, err
			}
			docs[i] = doc
		}
		return docs, nil
	})
}

// issueIncomeIn issues, in tx, the tax invoice of income record t (its
// sale s, priced) and stores t with it.
func issueIncomeIn(ctx context.Context, tx *Tx, t *dayspa.IncomeTransaction, s dayspa.Sale,
	priced dayspa.PricedSale, issuer dayspa.Issuer, issuedBy string) (*dayspa.TaxDocument, error) {
	doc := newInvoice(tx, s, priced, issuer)
	doc.CustomerName, doc.TherapistName, doc.Language, doc.IssuedBy = t.CustomerName, t.TherapistName, dayspa.English, issuedBy
	if err := takeDocumentNumber(ctx, tx, doc, issuer); err != nil {
		return nil, err
	}
	if err := issueWithIncome(ctx, tx, doc, t); err != nil {
		return nil, err
	}
	noteAudit(ctx, t.ID, nil, t)
	return doc, nil
}

// completeCheckedOut marks a checked-out booking completed, unless it is
// already, and tells its guest as a completed booking's are told.
func completeCheckedOut(ctx context.Context, tx *Tx, b *checkoutBooking) error {
	was := b.view.Status
	if was == dayspa.StatusCompleted {
		return nil
	}
	res, err := tx.ExecContext(ctx, `UPDATE bookings SET status = $1 WHERE id = $2 AND status = $3`,
		string(dayspa.StatusCompleted), b.view.ID, string(was))
	if err != nil {
		return fmt.Errorf("complete booking %d: %w", b.view.ID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return fmt.Errorf("complete booking %d: %d rows, %v", b.view.ID, n, err)
	}
	b.view.Status = dayspa.StatusCompleted
	return bookingChanged(ctx, tx, b.view.ID, dayspa.EventClosed, was == dayspa.StatusConfirmed, false)
}
