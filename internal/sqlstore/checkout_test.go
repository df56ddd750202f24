package sqlstore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

var testIssuer = dayspa.Issuer{
	Seller: dayspa.Seller{LegalName: "Serenity Spa LLC", LegalNameAr: "سيرينيتي سبا ذ.م.م", Address: "Al Barsha 1, Dubai",
		TRN: "100123456700003", TradeLicence: "DED-123456"},
	InvoicePrefix: "INV-", CreditNotePrefix: "CN-",
}

// sale is a checkout of one line of the service at its price, paid by the
// payments given (a cash payment of the whole price when none).
func sale(svc dayspa.Service, pays ...dayspa.Payment) dayspa.Sale {
	id := svc.ID
	if len(pays) == 0 {
		pays = []dayspa.Payment{{Method: dayspa.PayCash, Amount: svc.Price}}
	}
	return dayspa.Sale{Lines: []dayspa.SaleLine{{ServiceID: &id, Description: svc.Name, UnitPrice: svc.Price, Quantity: 1}},
		Payments: pays}
}

func checkout(id int64, s dayspa.Sale) dayspa.Checkout {
	return dayspa.Checkout{BookingID: id, Sale: s, Issuer: testIssuer, IssuedBy: "Reception"}
}

// TestIssueCheckout: a checkout issues invoice 1 with the priced lines,
// marks the booking completed and records one income record from the
// sale, linked both ways; a second checkout of the booking is refused.
func TestIssueCheckout(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		svc := createService(t, db, massage("Hot Stone"))
		b := book(t, db, svc, bookDay, "Layla Haddad", "layla@example.ae")
		setStatus(t, db, b.ID, dayspa.StatusConfirmed)

		draft, err := db.CheckoutDraft(ctx, b.ID)
		must(t, err)
		if len(draft.Lines) != 1 || *draft.Lines[0].ServiceID != svc.ID || draft.Lines[0].UnitPrice != svc.Price ||
			draft.Booking.CustomerName != "Layla Haddad" || draft.Booking.TherapistName == "" || len(draft.Services) != 1 {
			t.Fatalf("draft %+v", draft)
		}

		s := sale(svc, dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(100)}, dayspa.Payment{Method: dayspa.PayCard, Amount: dayspa.AED(250)})
		s.Tips = dayspa.SharedTips(0, dayspa.AED(50))
		doc, err := db.IssueCheckout(ctx, checkout(b.ID, s))
		must(t, err)
		if doc.Sequence != 1 || doc.Number != "INV-000001" || doc.Format != dayspa.FormatSimplified ||
			doc.Total != dayspa.AED(350) || doc.VAT != 1667 || doc.IncomeID == nil || doc.IssuedBy != "Reception" {
			t.Fatalf("invoice %+v", doc)
		}
		got, err := db.GetTaxDocument(ctx, doc.ID)
		must(t, err)
		if len(got.Lines) != 1 || got.Lines[0].VAT != 1667 || len(got.Payments) != 2 || got.Payments[1].Method != dayspa.PayCard ||
			got.Seller != testIssuer.Seller || got.Tips.Card != dayspa.AED(50) || *got.BookingID != b.ID {
			t.Fatalf("stored invoice %+v", got)
		}

		inc, err := db.GetIncome(ctx, *doc.IncomeID)
		must(t, err)
		if inc.TaxDocumentID == nil || *inc.TaxDocumentID != doc.ID || inc.CashAmount != dayspa.AED(100) ||
			inc.VisaAmount != dayspa.AED(250) || inc.CommissionAmount != dayspa.AED(140) || inc.TipsCardAmount != dayspa.AED(50) ||
			inc.TherapistTipShare != dayspa.AED(30) || inc.SpaTipShare != dayspa.AED(20) || inc.TotalAmount != dayspa.AED(370) ||
			inc.Source != "Booking" || inc.ServiceName != "Hot Stone" || inc.CustomerName != "Layla Haddad" || inc.TherapistName != doc.TherapistName {
			t.Fatalf("income record %+v", inc)
		}
		stats, err := db.IncomeStats(ctx, dayspa.IncomeFilter{})
		must(t, err)
		if stats.TotalIncome != dayspa.AED(370) || stats.TotalVisa != dayspa.AED(250) {
			t.Errorf("income stats %+v, want the sale's 370.00 and card 250.00", stats)
		}
		var status string
		must(t, db.SQL().QueryRow(`SELECT status FROM bookings WHERE id = $1`, b.ID).Scan(&status))
		if status != "completed" {
			t.Errorf("booking status %s, want completed", status)
		}

		_, err = db.IssueCheckout(ctx, checkout(b.ID, sale(svc)))
		assertCode(t, err, dayspa.ECONFLICT)
		if p := dayspa.ErrorParams(err); p["invoiceId"] != fmt.Sprint(doc.ID) {
			t.Errorf("second checkout params %v, want the invoice", p)
		}
		_, err = db.CheckoutDraft(ctx, b.ID)
		assertCode(t, err, dayspa.ECONFLICT)
	})
}

// TestIssueCheckout_Refused: a checkout refused for its payments, a price
// without a reason or a cancelled booking writes nothing and uses no
// number: the next one issued is number 1.
func TestIssueCheckout_Refused(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		svc := createService(t, db, massage("Hot Stone"))
		b := book(t, db, svc, bookDay, "Layla Haddad", "layla@example.ae")
		short := sale(svc, dayspa.Payment{Method: dayspa.PayCash, Amount: svc.Price - 1})
		_, err := db.IssueCheckout(ctx, checkout(b.ID, short))
		assertCode(t, err, dayspa.EINVALID)
		if f := dayspa.ErrorFieldMsgs(err); f["payments"].Code != "sale.payments" {
			t.Errorf("short payments: %v", f)
		}
		cheaper := sale(svc, dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(300)})
		cheaper.Lines[0].UnitPrice = dayspa.AED(300)
		_, err = db.IssueCheckout(ctx, checkout(b.ID, cheaper))
		if f := dayspa.ErrorFieldMsgs(err); f["lines[0].priceReason"].Code != "sale.price_reason" {
			t.Errorf("a price without a reason: %v", err)
		}
		_, err = db.IssueCheckout(ctx, checkout(b.ID+1000, sale(svc)))
		assertCode(t, err, dayspa.ENOTFOUND)

		cancelled := book(t, db, svc, bookDay, "Omar", "omar@example.ae")
		setStatus(t, db, cancelled.ID, dayspa.StatusCancelled)
		_, err = db.IssueCheckout(ctx, checkout(cancelled.ID, sale(svc)))
		assertCode(t, err, dayspa.ECONFLICT)
		if dayspa.ErrorMsgCode(err) != "booking.checkout_closed" {
			t.Errorf("cancelled: %v", err)
		}

		var docs, incomes int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM tax_documents`).Scan(&docs))
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM income_transactions`).Scan(&incomes))
		if docs != 0 || incomes != 0 {
			t.Fatalf("refused checkouts wrote %d documents and %d income records", docs, incomes)
		}
		cheaper.Lines[0].PriceReason = "Regular guest"
		doc, err := db.IssueCheckout(ctx, checkout(b.ID, cheaper))
		must(t, err)
		if doc.Sequence != 1 {
			t.Errorf("first issued after refusals is number %d, want 1", doc.Sequence)
		}
	})
}

// insertBookings adds n confirmed bookings of svc for one guest with
// plain SQL: the concurrency tests need many, not their places.
func insertBookings(t testing.TB, db *sqlstore.DB, svc dayspa.Service, n int) []int64 {
	t.Helper()
	var customer int64
	must(t, db.SQL().QueryRow(`INSERT INTO customers (name, email, phone, created_at) VALUES ('Guest', 'guest@example.ae', '', $1) RETURNING id`,
		testNow).Scan(&customer))
	ids := make([]int64, n)
	for i := range ids {
		must(t, db.SQL().QueryRow(`
			INSERT INTO bookings (customer_id, service_id, booking_date, booking_time, start_minute, end_minute, hold_end_minute,
				places, status, total_amount, created_at)
			VALUES ($1, $2, $3, '10:00', 600, 660, 660, 1, 'confirmed', $4, $5) RETURNING id`,
			customer, svc.ID, bookDay, svc.Price, testNow).Scan(&ids[i]))
	}
	return ids
}

// checkoutAtOnce checks out each of ids at once with the sale s, spread
// over dbs, and returns the invoices issued and the errors.
func checkoutAtOnce(dbs []*sqlstore.DB, s dayspa.Sale, ids []int64) ([]*dayspa.TaxDocument, []error) {
	docs := make([]*dayspa.TaxDocument, len(ids))
	errs := make([]error, len(ids))
	var start, done sync.WaitGroup
	start.Add(1)
	for i, id := range ids {
		done.Add(1)
		go func() {
			defer done.Done()
			start.Wait()
			docs[i], errs[i] = dbs[i%len(dbs)].IssueCheckout(context.Background(), checkout(id, s))
		}()
	}
	start.Done()
	done.Wait()
	return docs, errs
}

// TestIssueCheckout_Concurrent: checkouts of as many bookings at once (200
// on SQLite, 1,000 on PostgreSQL), over two instances on one database,
// issue numbers 1 to n with no gap and no repeat, each booking once.
func TestIssueCheckout_Concurrent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		n := 200
		if e.Name == sqlstore.EnginePostgres {
			n = 1000
		}
		cfg := e.Config(t)
		db1, db2 := open(t, cfg), open(t, cfg)
		svc := createService(t, db1, massage("Hot Stone"))
		ids := insertBookings(t, db1, svc, n)
		start := time.Now()
		docs, errs := checkoutAtOnce([]*sqlstore.DB{db1, db2}, sale(svc), ids)
		t.Logf("%d checkouts at once in %s", n, time.Since(start))
		var seqs []int
		for i, err := range errs {
			must(t, err)
			seqs = append(seqs, int(docs[i].Sequence))
		}
		sort.Ints(seqs)
		for i, s := range seqs {
			if s != i+1 {
				t.Fatalf("sequence %d at %d, want 1 to %d with no gap or repeat", s, i+1, n)
			}
		}
		var invoiced, incomes int
		must(t, db1.SQL().QueryRow(`SELECT COUNT(DISTINCT booking_id) FROM tax_documents`).Scan(&invoiced))
		must(t, db1.SQL().QueryRow(`SELECT COUNT(*) FROM income_transactions WHERE tax_document_id IS NOT NULL`).Scan(&incomes))
		if len(seqs) != n || invoiced != n || incomes != n {
			t.Fatalf("%d invoices, %d bookings invoiced, %d income records, want %d each", len(seqs), invoiced, incomes, n)
		}
	})
}

// TestIssueCheckout_SameBookingOnce: 20 checkouts of one booking at once
// issue exactly one invoice; the others are refused as checked out.
func TestIssueCheckout_SameBookingOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		cfg := e.Config(t)
		db1, db2 := open(t, cfg), open(t, cfg)
		svc := createService(t, db1, massage("Hot Stone"))
		id := insertBookings(t, db1, svc, 1)[0]
		ids := make([]int64, 20)
		for i := range ids {
			ids[i] = id
		}
		_, errs := checkoutAtOnce([]*sqlstore.DB{db1, db2}, sale(svc), ids)
		won := 0
		for _, err := range errs {
			if err == nil {
				won++
			} else if dayspa.ErrorMsgCode(err) != "booking.checkout_closed" {
				t.Errorf("a losing checkout: %v, want booking.checkout_closed", err)
			}
		}
		var docs, next int
		must(t, db1.SQL().QueryRow(`SELECT COUNT(*) FROM tax_documents`).Scan(&docs))
		must(t, db1.SQL().QueryRow(`SELECT next_sequence FROM tax_document_sequences WHERE kind = 'invoice'`).Scan(&next))
		if won != 1 || docs != 1 || next != 2 {
			t.Fatalf("%d checkouts won, %d documents, next number %d; want 1, 1, 2", won, docs, next)
		}
	})
}

// TestIssueIncome: a typed record is stored with its tax invoice, one line
// of its service paid by its cash and card, each naming the other; a
// record the form cannot invoice (above AED 10,000, which needs a buyer)
// stores nothing and uses no number.
func TestIssueIncome(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		var in dayspa.IncomeInput
		must(t, json.Unmarshal([]byte(`{"transactionDate":"2026-11-22","source":"Ph Snap","customerName":"Layla Haddad",
			"serviceName":"Massage","therapistName":"Aya","cashAmount":"300","visaAmount":"200"}`), &in))
		rec, err := in.New(dubai)
		must(t, err)
		big := rec
		big.CashAmount = dayspa.AED(10001)
		_, err = db.IssueIncome(ctx, &big, testIssuer, "Manager")
		if f := dayspa.ErrorFieldMsgs(err); f["buyer.name"].Code == "" {
			t.Fatalf("a form sale above AED 10,000: %v", err)
		}
		doc, err := db.IssueIncome(ctx, &rec, testIssuer, "Manager")
		must(t, err)
		if doc.Number != "INV-000001" || doc.Total != dayspa.AED(500) || len(doc.Payments) != 2 || doc.Lines[0].Description != "Massage" ||
			*doc.IncomeID != rec.ID || rec.TaxDocumentID == nil || *rec.TaxDocumentID != doc.ID || rec.InvoiceNumber != dayspa.FirstInvoiceNumber {
			t.Fatalf("invoice %+v of record %+v", doc, rec)
		}
		got, err := db.GetIncome(ctx, rec.ID)
		must(t, err)
		if got.TaxDocumentID == nil || *got.TaxDocumentID != doc.ID || got.TotalAmount != dayspa.AED(500) {
			t.Errorf("stored record %+v", got)
		}
	})
}

// TestIssueIncomeBatch: a batch issues each record's invoice numbered one
// after the other, each linked to its record; a batch with one sale that
// cannot be priced stores none of them and uses no number.
func TestIssueIncomeBatch(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		record := func(cash int64) *dayspa.IncomeTransaction {
			var in dayspa.IncomeInput
			must(t, json.Unmarshal([]byte(fmt.Sprintf(`{"transactionDate":"2026-11-22","source":"Ph Snap","customerName":"Layla Haddad",
				"serviceName":"Massage","therapistName":"Aya","cashAmount":"%d"}`, cash)), &in))
			rec, err := in.New(dubai)
			must(t, err)
			return &rec
		}
		_, err := db.IssueIncomeBatch(ctx, []*dayspa.IncomeTransaction{record(100), record(10001)}, testIssuer, "Bench")
		if f := dayspa.ErrorFieldMsgs(err); f["buyer.name"].Code == "" {
			t.Fatalf("a batch with a sale above AED 10,000 and no buyer: %v", err)
		}
		recs := []*dayspa.IncomeTransaction{record(100), record(200), record(300)}
		docs, err := db.IssueIncomeBatch(ctx, recs, testIssuer, "Bench")
		must(t, err)
		for i, doc := range docs {
			if doc.Sequence != int64(i+1) || doc.Total != dayspa.AED(int64(100*(i+1))) || *doc.IncomeID != recs[i].ID ||
				recs[i].TaxDocumentID == nil || *recs[i].TaxDocumentID != doc.ID {
				t.Errorf("invoice %d: %+v of record %+v", i, doc, recs[i])
			}
		}
		var docsStored, incomes int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM tax_documents`).Scan(&docsStored))
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM income_transactions`).Scan(&incomes))
		if docsStored != 3 || incomes != 3 {
			t.Errorf("%d invoices and %d income records stored, want the batch's 3 each", docsStored, incomes)
		}
	})
}
