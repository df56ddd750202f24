package sqlstore_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

var entToday = dayspa.DateOf(testNow)

func numberOf(s string) *dayspa.Number { n := dayspa.Number(s); return &n }

// issue sells an entitlement of in at the desk.
func issue(t testing.TB, db *sqlstore.DB, in dayspa.EntitlementInput) *dayspa.Entitlement {
	t.Helper()
	e, sale, err := dayspa.NewEntitlement(in, entToday)
	must(t, err)
	must(t, db.IssueEntitlement(context.Background(), &e, sale))
	return &e
}

func giftCard(value string) dayspa.EntitlementInput {
	return dayspa.EntitlementInput{Kind: "gift_card", HolderName: "Layla Haddad", HolderEmail: "layla@example.ae",
		RecipientName: "Noor Saleh", RecipientEmail: "noor@example.ae", Value: numberOf(value), PaidBy: "card"}
}

func massagePackage(sessions string) dayspa.EntitlementInput {
	return dayspa.EntitlementInput{Kind: "package", HolderName: "Omar Saleh", HolderEmail: "omar@example.ae",
		Price: numberOf("1500"), Sessions: numberOf(sessions), Category: dayspa.CategoryMassage, PaidBy: "cash"}
}

// ledgerSum reads the sum and number of an entitlement's entries and its
// stored balance straight from the tables.
func ledgerSum(t testing.TB, db *sqlstore.DB, id int64) (sum, entries, balance int64) {
	t.Helper()
	err := db.SQL().QueryRow(`SELECT COALESCE(SUM(units), 0), COUNT(*) FROM entitlement_ledger WHERE entitlement_id = $1`, id).Scan(&sum, &entries)
	must(t, err)
	must(t, db.SQL().QueryRow(`SELECT balance FROM entitlements WHERE id = $1`, id).Scan(&balance))
	return sum, entries, balance
}

func TestEntitlementIssueAndRead(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		g := issue(t, db, giftCard("500"))
		if g.ID == 0 || g.CreatedAt.IsZero() || g.Balance != 50000 {
			t.Fatalf("issued %+v", g)
		}
		got, err := db.GetEntitlement(ctx, g.ID)
		must(t, err)
		if got.Code != g.Code || got.Kind != dayspa.KindGiftCard || got.HolderName != "Layla Haddad" || got.RecipientEmail != "noor@example.ae" ||
			got.Value != dayspa.AED(500) || got.Price != dayspa.AED(500) || got.Balance != 50000 || got.Status != dayspa.EntitlementActive ||
			got.ExpiresOn != g.ExpiresOn || got.ServiceID != nil {
			t.Errorf("got %+v", got)
		}
		byCode, err := db.EntitlementByCode(ctx, g.Code)
		must(t, err)
		if byCode.ID != g.ID {
			t.Errorf("by code: %+v", byCode)
		}
		ledger, err := db.EntitlementLedger(ctx, g.ID)
		must(t, err)
		if len(ledger) != 1 || ledger[0].Kind != dayspa.EntrySale || ledger[0].Units != 50000 || ledger[0].Day != entToday {
			t.Errorf("ledger %+v", ledger)
		}
		_, err = db.GetEntitlement(ctx, g.ID+100)
		assertCode(t, err, dayspa.ENOTFOUND)
		_, err = db.EntitlementByCode(ctx, dayspa.NewEntitlementCode())
		assertCode(t, err, dayspa.ENOTFOUND)
		_, err = db.EntitlementLedger(ctx, g.ID+100)
		assertCode(t, err, dayspa.ENOTFOUND)
		_, _, err = db.RecordEntitlementEntry(ctx, g.ID+100, dayspa.LedgerOp{Kind: dayspa.EntryRedemption, Units: 1})
		assertCode(t, err, dayspa.ENOTFOUND)

		// A package of a service that does not exist is refused, and
		// nothing is written.
		missing := int64(999999)
		in := massagePackage("5")
		in.Category, in.ServiceID = "", &missing
		p, sale, err := dayspa.NewEntitlement(in, entToday)
		must(t, err)
		err = db.IssueEntitlement(ctx, &p, sale)
		assertCode(t, err, dayspa.EINVALID)
		if n := count(t, db, "entitlements"); n != 1 {
			t.Errorf("%d entitlements after a refused sale, want 1", n)
		}
		if n := count(t, db, "entitlement_ledger"); n != 1 {
			t.Errorf("%d ledger entries after a refused sale, want 1", n)
		}
	})
}

// Each entry keeps the name of who wrote it, the sale's and an
// adjustment's alike, as the manager reads them beside the entries.
// Selling a package or a membership is a supply, taxed when sold: the
// sale issues a tax invoice in checkout's sequence, its line naming the
// sessions, what they cover and the code (the buyer's copy carries the
// code), paid as the desk said, counted by the VAT return, with no income
// record (no therapist gave a treatment). A gift card's sale is no supply
// and issues none; a sale that fails takes no number.
func TestEntitlementSaleInvoice(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		db.Issuer = testIssuer
		g := issue(t, db, giftCard("500"))
		if g.InvoiceID != nil || g.PaidBy != dayspa.PayCard || count(t, db, "tax_documents") != 0 {
			t.Fatalf("gift card %+v: its sale is no supply and has no invoice", g)
		}
		svc := createService(t, db, massage("Hot Stone Massage"))
		in := massagePackage("5")
		in.Category, in.ServiceID = "", &svc.ID
		p := issue(t, db, in)
		if p.InvoiceID == nil || p.InvoiceNumber != "INV-000001" {
			t.Fatalf("package %+v, want invoice INV-000001", p)
		}
		inv, err := db.GetTaxDocument(ctx, *p.InvoiceID)
		must(t, err)
		vat := dayspa.VATIn(dayspa.AED(1500), dayspa.StandardVATRate)
		if inv.Total != dayspa.AED(1500) || inv.VAT != vat || vat != 7143 || inv.Format != dayspa.FormatSimplified ||
			inv.CustomerName != "Omar Saleh" || inv.IncomeID != nil || inv.BookingID != nil || len(inv.Lines) != 1 ||
			inv.Lines[0].Description != "Package: 5 sessions of Hot Stone Massage, code "+p.Code ||
			len(inv.Payments) != 1 || inv.Payments[0] != (dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(1500)}) {
			t.Fatalf("package invoice %+v", inv)
		}
		if count(t, db, "income_transactions") != 0 {
			t.Fatal("a package's sale recorded income")
		}
		read, err := db.GetEntitlement(ctx, p.ID)
		must(t, err)
		if read.InvoiceNumber != "INV-000001" || *read.InvoiceID != *p.InvoiceID || read.PaidBy != dayspa.PayCash {
			t.Errorf("read back %+v", read)
		}
		m := issue(t, db, dayspa.EntitlementInput{Kind: "membership", HolderName: "Omar Saleh", HolderEmail: "omar@example.ae",
			Price: numberOf("400"), Sessions: numberOf("1"), Category: dayspa.CategoryMassage, PaidBy: "card"})
		mi, err := db.GetTaxDocument(ctx, *m.InvoiceID)
		must(t, err)
		if mi.Number != "INV-000002" || mi.Lines[0].Description != "Membership: 1 session of "+dayspa.CategoryMassage+", code "+m.Code {
			t.Errorf("membership invoice %+v", mi)
		}
		sum, err := db.VATSummary(ctx, dayspa.VATPeriod{From: entToday, To: entToday})
		must(t, err)
		if want := vat + dayspa.VATIn(dayspa.AED(400), dayspa.StandardVATRate); sum.OutputVAT != want {
			t.Errorf("VAT return's output VAT %v, want %v (the two sales')", sum.OutputVAT, want)
		}
		// A package of a service that does not exist is refused before any
		// number is taken: the next sale is still INV-000003.
		gone := int64(999)
		in.ServiceID = &gone
		bad, sale, err := dayspa.NewEntitlement(in, entToday)
		must(t, err)
		assertCode(t, db.IssueEntitlement(ctx, &bad, sale), dayspa.EINVALID)
		next := issue(t, db, massagePackage("2"))
		if next.InvoiceNumber != "INV-000003" {
			t.Errorf("after a refused sale the next invoice is %q, want INV-000003", next.InvoiceNumber)
		}
	})
}

func TestEntitlementLedgerNamesWhoWroteIt(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		g, sale, err := dayspa.NewEntitlement(giftCard("200"), entToday)
		must(t, err)
		sale.By = "Amal Desk"
		must(t, db.IssueEntitlement(ctx, &g, sale))
		_, entry, err := db.RecordEntitlementEntry(ctx, g.ID, dayspa.LedgerOp{Kind: dayspa.EntryAdjustment, Units: -1000,
			Reason: "Goodwill", By: "Sara Manager"})
		must(t, err)
		if entry.By != "Sara Manager" {
			t.Errorf("recorded entry by %q", entry.By)
		}
		_, _, err = db.RecordEntitlementEntry(ctx, g.ID, dayspa.LedgerOp{Kind: dayspa.EntryRedemption, Units: 500})
		must(t, err)
		ledger, err := db.EntitlementLedger(ctx, g.ID)
		must(t, err)
		var by []string
		for _, l := range ledger {
			by = append(by, l.By)
		}
		if strings.Join(by, "|") != "Amal Desk|Sara Manager|" {
			t.Errorf("ledger by %q, want the sale's, the adjustment's and none for an entry nobody named", by)
		}
	})
}

// The ledger is append-only: the database itself refuses to change or
// remove an entry, whoever asks.
func TestEntitlementLedgerIsAppendOnly(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		g := issue(t, db, giftCard("100"))
		for _, q := range []string{
			`UPDATE entitlement_ledger SET units = 1000000 WHERE entitlement_id = $1`,
			`DELETE FROM entitlement_ledger WHERE entitlement_id = $1`,
		} {
			if _, err := db.SQL().Exec(q, g.ID); err == nil || !strings.Contains(err.Error(), "a ledger entry cannot be changed") {
				t.Errorf("%s: err = %v, want the trigger's refusal", q, err)
			}
		}
		if e.Name == sqlstore.EnginePostgres {
			if _, err := db.SQL().Exec(`TRUNCATE entitlement_ledger`); err == nil {
				t.Error("TRUNCATE of the ledger went through")
			}
		}
		if sum, n, bal := ledgerSum(t, db, g.ID); sum != 10000 || n != 1 || bal != 10000 {
			t.Errorf("after refused changes: sum %d of %d entries, balance %d", sum, n, bal)
		}
	})
}

// The ledger's invariant under a random sequence of operations against the
// store: after each, the stored balance is the sum of the ledger's entries
// (and what a plain model of the rules expects), never below zero, and
// every refusal leaves both as they were.
func TestEntitlementLedgerInvariant(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		seed := uint64(time.Now().UnixNano())
		t.Logf("seed %d", seed)
		rng := rand.New(rand.NewPCG(seed, 35))
		var mu sync.Mutex
		now := testNow
		db.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }

		for _, in := range []dayspa.EntitlementInput{giftCard("750.50"), massagePackage("6")} {
			mu.Lock()
			now = testNow
			mu.Unlock()
			ent := issue(t, db, in)
			model := struct{ balance, redeemed int64 }{ent.Balance, 0}
			expired := false
			refusals, applied := 0, 0
			for step := range 150 {
				var op dayspa.LedgerOp
				switch r := rng.IntN(10); {
				case r < 4:
					op = dayspa.LedgerOp{Kind: dayspa.EntryRedemption, Units: rng.Int64N(model.balance*13/10+2) - 1}
				case r < 6:
					op = dayspa.LedgerOp{Kind: dayspa.EntryRefund, Units: rng.Int64N(model.redeemed*13/10+2) - 1}
				case r < 9:
					op = dayspa.LedgerOp{Kind: dayspa.EntryAdjustment, Units: rng.Int64N(2*model.balance+5) - model.balance*13/10 - 2,
						Reason: []string{"Goodwill", "", "Counted twice", " "}[rng.IntN(4)]}
				default:
					op = dayspa.LedgerOp{Kind: dayspa.EntryExpiry}
					if step > 120 && rng.IntN(3) == 0 { // late in the run, the card's last day passes
						mu.Lock()
						now = ent.ExpiresOn.AddDays(1).At(10*60, dubai)
						mu.Unlock()
					}
				}
				sumBefore, nBefore, _ := ledgerSum(t, db, ent.ID)
				got, entry, err := db.RecordEntitlementEntry(ctx, ent.ID, op)

				// What the rules allow, worked out here by hand.
				day := dayspa.DateOf(db.Now().In(dubai))
				lapsed := expired || day.After(ent.ExpiresOn)
				var want int64
				allowed := false
				switch op.Kind {
				case dayspa.EntryRedemption:
					allowed, want = !lapsed && op.Units > 0 && op.Units <= model.balance, -op.Units
				case dayspa.EntryRefund:
					allowed, want = !lapsed && op.Units > 0 && op.Units <= model.redeemed, op.Units
				case dayspa.EntryAdjustment:
					allowed, want = !lapsed && op.Units != 0 && len(strings.TrimSpace(op.Reason)) >= 3 && model.balance+op.Units >= 0, op.Units
				case dayspa.EntryExpiry:
					allowed, want = !expired && day.After(ent.ExpiresOn), -model.balance
				}

				sum, n, stored := ledgerSum(t, db, ent.ID)
				if stored != sum || stored < 0 {
					t.Fatalf("step %d %+v: stored balance %d, ledger sum %d", step, op, stored, sum)
				}
				if !allowed {
					var de *dayspa.Error
					if err == nil || !errors.As(err, &de) || (de.Code != dayspa.EINVALID && de.Code != dayspa.ECONFLICT) {
						t.Fatalf("step %d %+v: err = %v, want a refusal (balance %d, redeemed %d, day %s)", step, op, err, model.balance, model.redeemed, day)
					}
					if sum != sumBefore || n != nBefore || stored != model.balance {
						t.Fatalf("step %d: a refusal changed the ledger: %d entries summing %d, was %d summing %d", step, n, sum, nBefore, sumBefore)
					}
					refusals++
					continue
				}
				if err != nil {
					t.Fatalf("step %d %+v: %v (balance %d, redeemed %d)", step, op, err, model.balance, model.redeemed)
				}
				applied++
				model.balance += want
				switch op.Kind {
				case dayspa.EntryRedemption:
					model.redeemed += op.Units
				case dayspa.EntryRefund:
					model.redeemed -= op.Units
				case dayspa.EntryExpiry:
					expired = true
				}
				if entry.Units != want || entry.ID == 0 || got.Balance != model.balance || stored != model.balance || n != nBefore+1 {
					t.Fatalf("step %d %+v: entry %+v, balance %d (stored %d), want %d; %d entries", step, op, entry, got.Balance, stored, model.balance, n)
				}
				if expired != (got.Status == dayspa.EntitlementExpired) {
					t.Fatalf("step %d: status %s, expired %v", step, got.Status, expired)
				}
			}
			if refusals == 0 || applied < 10 {
				t.Errorf("%s: %d applied, %d refused: the sequence did not exercise both", in.Kind, applied, refusals)
			}
		}
	})
}

// 50 redemptions of one card at once, through two instances of the store
// on one database: exactly as many as the balance allows go through, the
// rest are refused, and the card never goes below zero.
func TestEntitlementConcurrentRedemptions(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		cfg := e.Config(t)
		one, two := open(t, cfg), open(t, cfg)
		card := issue(t, one, giftCard("1000")) // 100,000 fils
		const n, each = 50, 3000                // 50 × 30.00 asks 1,500.00 of 1,000.00
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				db := one
				if i%2 == 1 {
					db = two
				}
				_, _, errs[i] = db.RecordEntitlementEntry(ctx, card.ID, dayspa.LedgerOp{Kind: dayspa.EntryRedemption, Units: each})
			}()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case dayspa.ErrorCode(err) == dayspa.ECONFLICT:
			default:
				t.Errorf("redemption: %v", err)
			}
		}
		if ok != 33 { // 33 × 30.00 = 990.00; a 34th would need 1,020.00
			t.Errorf("%d redemptions went through, want 33", ok)
		}
		sum, entries, balance := ledgerSum(t, one, card.ID)
		if balance != 100000-int64(ok)*each || sum != balance || entries != int64(ok)+1 || balance < 0 {
			t.Errorf("balance %d, ledger sum %d of %d entries, after %d redemptions", balance, sum, entries, ok)
		}
	})
}

func TestEntitlementList(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		list, total, err := db.ListEntitlements(ctx, dayspa.EntitlementFilter{})
		must(t, err)
		if list == nil || total != 0 {
			t.Fatalf("empty list %#v, %d", list, total)
		}
		g := issue(t, db, giftCard("500"))
		p := issue(t, db, massagePackage("5"))
		other := giftCard("50")
		other.HolderName, other.HolderEmail, other.RecipientName, other.RecipientEmail = "Sara Ali", "sara@example.com", "", ""
		s := issue(t, db, other)

		find := func(f dayspa.EntitlementFilter, want ...int64) {
			t.Helper()
			list, total, err := db.ListEntitlements(ctx, f)
			must(t, err)
			var ids []int64
			for _, x := range list {
				ids = append(ids, x.ID)
			}
			if total != len(want) || len(ids) != len(want) {
				t.Fatalf("%+v: ids %v of %d, want %v", f, ids, total, want)
			}
			for i := range want {
				if ids[i] != want[i] {
					t.Fatalf("%+v: ids %v, want %v", f, ids, want)
				}
			}
		}
		find(dayspa.EntitlementFilter{}, s.ID, p.ID, g.ID)
		find(dayspa.EntitlementFilter{Search: "LAYLA"}, g.ID)
		find(dayspa.EntitlementFilter{Search: "example.ae"}, p.ID, g.ID)
		find(dayspa.EntitlementFilter{Search: "noor"}, g.ID)
		find(dayspa.EntitlementFilter{Search: g.Code[5:14]}, g.ID)
		find(dayspa.EntitlementFilter{Search: "x", Code: p.Code}, p.ID)
		find(dayspa.EntitlementFilter{Kind: dayspa.KindGiftCard}, s.ID, g.ID)
		find(dayspa.EntitlementFilter{Search: "100%"})
		list, total, err = db.ListEntitlements(ctx, dayspa.EntitlementFilter{Page: dayspa.Page{Limit: 1, Offset: 1}})
		must(t, err)
		if total != 3 || len(list) != 1 || list[0].ID != p.ID {
			t.Errorf("page 2 of 1: %d of %d, want the package of 3", len(list), total)
		}
	})
}

// The standings give the liability at a day and the breakage of a period
// from the ledger alone, so a later entry does not change an earlier day.
func TestEntitlementStandings(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		var mu sync.Mutex
		now := testNow
		db.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
		at := func(d dayspa.Date) { mu.Lock(); now = d.At(11*60, dubai); mu.Unlock() }

		in := giftCard("300")
		in.ExpiresOn = entToday.AddDays(5).String()
		g := issue(t, db, in) // 300.00 sold on the 22nd
		p := issue(t, db, massagePackage("3"))
		at(entToday.AddDays(2))
		_, _, err := db.RecordEntitlementEntry(ctx, g.ID, dayspa.LedgerOp{Kind: dayspa.EntryRedemption, Units: 10000})
		must(t, err)
		_, _, err = db.RecordEntitlementEntry(ctx, p.ID, dayspa.LedgerOp{Kind: dayspa.EntryRedemption, Units: 1})
		must(t, err)
		at(entToday.AddDays(6))
		_, _, err = db.RecordEntitlementEntry(ctx, g.ID, dayspa.LedgerOp{Kind: dayspa.EntryExpiry})
		must(t, err)

		summary := func(from, to dayspa.Date) dayspa.EntitlementSummary {
			st, err := db.EntitlementStandings(ctx, from, to)
			must(t, err)
			return dayspa.SummarizeEntitlements(from, to, st)
		}
		before := summary(entToday.AddDays(-10), entToday.AddDays(-1))
		if before.OwedTotal != 0 || before.ExpiredTotal != 0 {
			t.Errorf("before any sale: %+v", before)
		}
		first := summary(entToday, entToday)
		if gc := first.Kinds[dayspa.KindGiftCard]; gc.OwedAmount != dayspa.AED(300) || gc.Count != 1 {
			t.Errorf("on the sale's day: %+v", gc)
		}
		if pk := first.Kinds[dayspa.KindPackage]; pk.OwedSessions != 3 || pk.OwedAmount != dayspa.AED(1500) {
			t.Errorf("package on the sale's day: %+v", pk)
		}
		mid := summary(entToday, entToday.AddDays(3))
		if gc := mid.Kinds[dayspa.KindGiftCard]; gc.OwedAmount != dayspa.AED(200) || gc.ExpiredAmount != 0 {
			t.Errorf("after a redemption: %+v", gc)
		}
		if pk := mid.Kinds[dayspa.KindPackage]; pk.OwedSessions != 2 || pk.OwedAmount != dayspa.AED(1000) {
			t.Errorf("package after a session: %+v", pk)
		}
		end := summary(entToday.AddDays(4), entToday.AddDays(6))
		if gc := end.Kinds[dayspa.KindGiftCard]; gc.OwedAmount != 0 || gc.ExpiredAmount != dayspa.AED(200) || gc.Count != 0 {
			t.Errorf("after the expiry: %+v", gc)
		}
		if end.OwedTotal != dayspa.AED(1000) || end.ExpiredTotal != dayspa.AED(200) {
			t.Errorf("totals %+v", end)
		}
	})
}

// The daily job writes the expiry of what passed its last valid day, and
// nothing else; the breakage figure then counts it.
func TestEntitlementExpiryJob(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		in := giftCard("300")
		in.ExpiresOn = entToday.AddDays(5).String()
		g := issue(t, db, in)
		in.ExpiresOn = entToday.AddDays(6).String() // its last day is the job's day: still valid
		later := issue(t, db, in)
		p := issue(t, db, massagePackage("4"))
		_, _, err := db.RecordEntitlementEntry(ctx, g.ID, dayspa.LedgerOp{Kind: dayspa.EntryRedemption, Units: 5000})
		must(t, err)

		at := entToday.AddDays(6).At(9*60, dubai)
		db.Now = func() time.Time { return at }
		job := &dayspa.RetentionJob{Store: db, Holder: "one", Now: func() time.Time { return at }, Batch: 1}
		rep, ran, err := job.RunOnce(ctx)
		must(t, err)
		if !ran || rep.Entitlements != 1 {
			t.Fatalf("ran %v, report %+v: want one expiry", ran, rep)
		}
		got, err := db.GetEntitlement(ctx, g.ID)
		must(t, err)
		ledger, err := db.EntitlementLedger(ctx, g.ID)
		must(t, err)
		last := ledger[len(ledger)-1]
		if got.Status != dayspa.EntitlementExpired || got.Balance != 0 || last.Kind != dayspa.EntryExpiry || last.Units != -25000 || last.By != "" {
			t.Errorf("after the job: %+v, last entry %+v", got, last)
		}
		for _, id := range []int64{later.ID, p.ID} {
			x, err := db.GetEntitlement(ctx, id)
			must(t, err)
			if x.Status != dayspa.EntitlementActive || x.Balance == 0 {
				t.Errorf("entitlement %d still valid was touched: %+v", id, x)
			}
		}
		n, err := db.ExpireDueEntitlements(ctx, at, 10)
		must(t, err)
		if n != 0 {
			t.Errorf("a second run expired %d", n)
		}
		st, err := db.EntitlementStandings(ctx, entToday, entToday.AddDays(6))
		must(t, err)
		if s := dayspa.SummarizeEntitlements(entToday, entToday.AddDays(6), st); s.Kinds[dayspa.KindGiftCard].ExpiredAmount != dayspa.AED(250) {
			t.Errorf("breakage %+v, want 250.00 of gift cards", s.Kinds[dayspa.KindGiftCard])
		}
	})
}

// The ledger is written in one place only, and only by INSERT: no
// statement of the package's code updates, deletes or truncates it.
func TestLedgerHasOnlyInserts(t *testing.T) {
	files, err := filepath.Glob("*.go")
	must(t, err)
	change := regexp.MustCompile(`(?is)(UPDATE|DELETE\s+FROM|TRUNCATE(\s+TABLE)?)\s+entitlement_ledger\b`)
	insert := regexp.MustCompile(`(?is)INSERT\s+INTO\s+entitlement_ledger\b`)
	inserts, checked := 0, 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		must(t, err)
		checked++
		if m := change.Find(src); m != nil {
			t.Errorf("%s changes the ledger: %q; it is append-only", name, m)
		}
		inserts += len(insert.FindAll(src, -1))
	}
	if checked < 20 || inserts != 1 {
		t.Fatalf("%d files, %d INSERTs into the ledger: want the package's files and appendLedgerEntry's one", checked, inserts)
	}
}
