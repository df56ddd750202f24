package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// A package sold online through the router and stripe-mock: the owner's
// wrong form is 400 with each field's code and writes nothing; a package
// marked online is listed on the Packages page and a membership not
// marked is not (and cannot be bought: 404). A buyer's wrong form is 400;
// a right one is 201 with the hosted page. Its payment, notified twice,
// issues one package to the buyer with its tax invoice, and the buyer's
// e-mail, whose preview states the code; the buyer then books the
// massage online with that code and nothing to pay.
func TestOffersSoldOnline(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "percent", "percent": 20, "freeCancelHours": 24})
		admin := map[string]string{"Content-Type": "application/json", "Cookie": ps.cookie}
		write := func(method, path string, body map[string]any) (int, map[string]any) {
			t.Helper()
			resp, raw := ps.do(t, method, path, jsonObject(body), admin)
			var out map[string]any
			if err := json.Unmarshal(raw, &out); err != nil {
				t.Fatalf("%s %s answered %s: %v", method, path, raw, err)
			}
			return resp.StatusCode, out
		}
		fieldCode := func(answer map[string]any, name string) any {
			fields, _ := answer["fields"].(map[string]any)
			f, _ := fields[name].(map[string]any)
			return f["code"]
		}

		code, refused := write("POST", "/api/admin/offers", map[string]any{"kind": "package", "name": "x", "sessions": 0,
			"price": "20000", "serviceId": ps.ss.massage.ID})
		if code != 400 || fieldCode(refused, "name") != "offer.name" || fieldCode(refused, "sessions") != "entitlement.sessions" ||
			fieldCode(refused, "price") != "offer.price" {
			t.Fatalf("a wrong offer: %d %v", code, refused)
		}
		if n := countRows(t, ps.db, "offers"); n != 0 {
			t.Fatalf("%d offers after a refused form", n)
		}
		code, pkg := write("POST", "/api/admin/offers", map[string]any{"kind": "package", "name": "Five massages",
			"nameAr": "خمس جلسات تدليك", "serviceId": ps.ss.massage.ID, "sessions": 5, "price": "1500", "validMonths": 6, "online": true})
		if code != 201 || pkg["price"] != "1500.00" || pkg["online"] != true {
			t.Fatalf("a package: %d %v", code, pkg)
		}
		code, club := write("POST", "/api/admin/offers", map[string]any{"kind": "membership", "name": "Monthly calm",
			"category": dayspa.CategoryMassage, "sessions": 1, "price": "900", "discountPercent": "10"})
		if code != 201 || club["validMonths"] != float64(1) || club["discountPercent"] != "10.00" {
			t.Fatalf("a membership: %d %v", code, club)
		}

		code, onSale := ps.send(t, "", "GET", "/api/offers", "")
		offers, _ := onSale["offers"].([]any)
		if code != 200 || onSale["available"] != true || len(offers) != 1 {
			t.Fatalf("on sale: %d %v (want the package only)", code, onSale)
		}
		listed, _ := offers[0].(map[string]any)
		service, _ := listed["service"].(map[string]any)
		if listed["name"] != "Five massages" || service["name"] != ps.ss.massage.Name || listed["sessions"] != float64(5) {
			t.Fatalf("the package as listed: %v", listed)
		}

		buy := func(id any, body map[string]any) (int, map[string]any) {
			t.Helper()
			return ps.send(t, "", "POST", fmt.Sprintf("/api/offers/%v/orders", id), jsonObject(body))
		}
		buyer := map[string]any{"buyerName": "Omar Saleh", "buyerEmail": "omar@example.ae", "language": "ar"}
		if code, out := buy(club["id"], buyer); code != 404 || !strings.Contains(fmt.Sprint(out), "offer.not_found") {
			t.Fatalf("buying an offer not on sale: %d %v", code, out)
		}
		if code, out := buy(pkg["id"], with(buyer, "buyerEmail", "omar@")); code != 400 || fieldCode(out, "buyerEmail") != "email.invalid" {
			t.Fatalf("a wrong buyer: %d %v", code, out)
		}
		if n := countRows(t, ps.db, "offer_orders"); n != 0 {
			t.Fatalf("%d orders after refusals", n)
		}
		code, started := buy(pkg["id"], buyer)
		if url, _ := started["paymentUrl"].(string); code != 201 || url == "" {
			t.Fatalf("a purchase: %d %v", code, started)
		}
		var session string
		if err := ps.db.SQL().QueryRow(`SELECT session_id FROM offer_orders`).Scan(&session); err != nil {
			t.Fatal(err)
		}
		paid := stripemock.CompletedEvent("evt_offer", session, "paid", 150000, "")
		for _, ev := range [][]byte{paid, paid} {
			if got := ps.sendWebhook(t, ev, testWebhookSecret); got != 200 {
				t.Fatalf("webhook: %d", got)
			}
		}
		rep, err := ps.payments.RunOnce(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rep.Outcomes, []dayspa.PaymentOutcome{dayspa.OutcomePaid}) {
			t.Fatalf("outcomes %v, want one paid", rep.Outcomes)
		}

		resp, raw := ps.do(t, "GET", "/api/admin/entitlements?search=omar", "", map[string]string{"Cookie": ps.cookie})
		if resp.StatusCode != 200 || !strings.Contains(string(raw), `"balanceSessions":5`) || !strings.Contains(string(raw), `"invoiceNumber":"INV-`) {
			t.Fatalf("the manager's list: %d %s", resp.StatusCode, raw)
		}
		var packageCode string
		var mailID int64
		if err := ps.db.SQL().QueryRow(`SELECT code FROM entitlements`).Scan(&packageCode); err != nil {
			t.Fatal(err)
		}
		if err := ps.db.SQL().QueryRow(`SELECT id FROM outbox WHERE kind = 'offer' AND recipient = 'omar@example.ae'`).Scan(&mailID); err != nil {
			t.Fatal(err)
		}
		resp, raw = ps.do(t, "GET", fmt.Sprintf("/api/admin/outbox/%d", mailID), "", map[string]string{"Cookie": ps.cookie})
		if resp.StatusCode != 200 || !strings.Contains(string(raw), packageCode) || !strings.Contains(string(raw), "خمس جلسات تدليك") {
			t.Fatalf("the buyer's e-mail as Sent e-mails shows it: %d %s", resp.StatusCode, raw)
		}

		body := with(bookingBody(ps.ss.massage), "bookingTime", "10:00", "customerEmail", "omar@example.ae", "entitlementCode", packageCode)
		code, b := ps.send(t, "", "POST", "/api/bookings", jsonObject(body))
		if code != 201 || b["status"] != "pending" || b["paymentUrl"] != nil {
			t.Fatalf("booked with the package bought online: %d %v; want pending with nothing to pay", code, b)
		}
	})
}

// Without online payments the offers are listed but cannot be bought:
// 409, written nowhere.
func TestOffersWithoutPayments(t *testing.T) {
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	admin := map[string]string{"Content-Type": "application/json", "Cookie": login(t, ts)}
	resp, raw := ts.do(t, "POST", "/api/admin/offers", jsonObject(map[string]any{"kind": "package", "name": "Five massages",
		"category": dayspa.CategoryMassage, "sessions": 5, "price": "1500", "online": true}), admin)
	var offer struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(raw, &offer) != nil {
		t.Fatalf("an offer: %d %s", resp.StatusCode, raw)
	}
	resp, raw = ts.do(t, "GET", "/api/offers", "", nil)
	if resp.StatusCode != 200 || !strings.Contains(string(raw), `"available":false`) || !strings.Contains(string(raw), "Five massages") {
		t.Fatalf("on sale: %d %s", resp.StatusCode, raw)
	}
	resp, raw = ts.do(t, "POST", fmt.Sprintf("/api/offers/%d/orders", offer.ID),
		`{"buyerName":"Omar Saleh","buyerEmail":"omar@example.ae"}`, jsonHeaders)
	if resp.StatusCode != 409 || !strings.Contains(string(raw), `"offer.unavailable"`) {
		t.Fatalf("a purchase: %d %s", resp.StatusCode, raw)
	}
}
