package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

type moneyAnswer struct {
	Refund *struct {
		Amount           string `json:"amount"`
		CreditNoteNumber string `json:"creditNoteNumber"`
	} `json:"refund"`
	Payments []struct {
		ID            int64  `json:"id"`
		Amount        string `json:"amount"`
		Refunded      string `json:"refunded"`
		Refundable    string `json:"refundable"`
		Status        string `json:"status"`
		InvoiceNumber string `json:"invoiceNumber"`
	} `json:"payments"`
	Refunds []struct {
		Amount           string `json:"amount"`
		CreditNoteNumber string `json:"creditNoteNumber"`
		RefundedBy       string `json:"refundedBy"`
	} `json:"refunds"`
}

func decodeMoney(t *testing.T, raw []byte) moneyAnswer {
	t.Helper()
	var m moneyAnswer
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatalf("money answer %s: %v", raw, err)
	}
	return m
}

// A deposit paid through the webhook shows in the booking's panel with its
// invoice; a manager refunds part of it (a Stripe refund on stripe-mock
// and a credit note against the deposit's invoice), never more than is
// left, and the checkout then deducts only what stands. Reception may see
// the payments but not refund.
func TestDeposits_RefundFromTheBooking(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "fixed", "amount": "100.00", "freeCancelHours": 24})
		id := ps.paidDeposit(t, "10:00", "refund@example.ae", "")
		manager, desk, _ := roleCookies(t, ps.testSite)
		base := fmt.Sprintf("/api/admin/bookings/%d", id)

		// The deposit's invoice names the booking to refund it from.
		var inv struct {
			PaymentBookingID int64 `json:"paymentBookingId"`
		}
		var invoiceID int64
		if err := ps.db.SQL().QueryRow(`SELECT invoice_id FROM booking_payments WHERE booking_id = $1`, id).Scan(&invoiceID); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(ps.sendAs(t, manager, "GET", fmt.Sprintf("/api/admin/invoices/%d", invoiceID), "", 200), &inv); err != nil || inv.PaymentBookingID != id {
			t.Fatalf("deposit invoice's booking %d, %v; want %d", inv.PaymentBookingID, err, id)
		}
		m := decodeMoney(t, ps.sendAs(t, desk, "GET", base+"/payments", "", 200))
		if len(m.Payments) != 1 || m.Payments[0].InvoiceNumber != "INV-000001" || m.Payments[0].Refundable != "100.00" || m.Payments[0].Status != "paid" {
			t.Fatalf("payments %+v", m)
		}
		ps.sendAs(t, desk, "POST", base+"/refunds", `{"amount":"10"}`, 403)
		for body, field := range map[string]string{
			`{"amount":"100.01"}`:             "amount",
			`{"amount":"0"}`:                  "amount",
			`{"amount":"abc"}`:                "amount",
			`{"amount":"10","paymentId":999}`: "paymentId",
		} {
			raw := ps.sendAs(t, manager, "POST", base+"/refunds", body, 400)
			if !strings.Contains(string(raw), `"`+field+`"`) {
				t.Errorf("%s: %s does not name %s", body, raw, field)
			}
		}
		if n := tableCount(t, ps.db, "payment_refunds"); n != 0 {
			t.Fatalf("refused refunds recorded %d", n)
		}
		m = decodeMoney(t, ps.sendAs(t, manager, "POST", base+"/refunds", `{"amount":"40.00","reason":"Shorter treatment"}`, 201))
		if m.Refund == nil || m.Refund.Amount != "40.00" || m.Refund.CreditNoteNumber != "CN-000001" ||
			m.Payments[0].Refundable != "60.00" || len(m.Refunds) != 1 || m.Refunds[0].RefundedBy == "" {
			t.Fatalf("after a partial refund %+v", m)
		}
		ps.sendAs(t, manager, "POST", base+"/refunds", `{"amount":"60.01"}`, 400)

		// The checkout deducts the 60.00 that stand.
		var draft struct {
			Prepaid struct {
				Number string `json:"number"`
				Amount string `json:"amount"`
			} `json:"prepaid"`
		}
		if err := json.Unmarshal(ps.sendAs(t, manager, "GET", base+"/checkout", "", 200), &draft); err != nil ||
			draft.Prepaid.Number != "INV-000001" || draft.Prepaid.Amount != "60.00" {
			t.Fatalf("checkout draft prepaid %+v, %v", draft.Prepaid, err)
		}
		var preview struct {
			Total string `json:"total"`
			Due   string `json:"due"`
		}
		sale := fmt.Sprintf(`{"lines":[{"serviceId":%d,"description":"Massage","unitPrice":"%s","quantity":1}],"payments":[{"method":"cash","amount":"%s"}]}`,
			ps.ss.massage.ID, ps.ss.massage.Price, ps.ss.massage.Price-dayspa.AED(60))
		if err := json.Unmarshal(ps.sendAs(t, manager, "POST", base+"/checkout/preview", sale, 200), &preview); err != nil ||
			preview.Total != (ps.ss.massage.Price-dayspa.AED(60)).String() || preview.Due != "0.00" {
			t.Fatalf("checkout preview %+v, %v", preview, err)
		}
	})
}

// A refund Stripe refuses changes nothing and says so.
func TestDeposits_RefundRefused(t *testing.T) {
	apiURL := stripemock.Start(t)
	refusing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":{"type":"invalid_request_error","code":"charge_already_refunded","message":"Charge has already been refunded."}}`))
	}))
	defer refusing.Close()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "fixed", "amount": "100.00"})
		id := ps.paidDeposit(t, "10:00", "refused@example.ae", "")
		ps.payments.Provider = payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_dayspa", WebhookSecret: testWebhookSecret,
			APIURL: refusing.URL, Now: ps.clock.Now})
		documents := tableCount(t, ps.db, "tax_documents")
		raw := ps.sendAs(t, ps.cookie, "POST", fmt.Sprintf("/api/admin/bookings/%d/refunds", id), `{"amount":"50"}`, 409)
		if !strings.Contains(string(raw), "refund.refused") {
			t.Fatalf("refused refund: %s", raw)
		}
		if n := tableCount(t, ps.db, "payment_refunds"); n != 0 || tableCount(t, ps.db, "tax_documents") != documents {
			t.Fatal("a refused refund recorded something")
		}
		m := decodeMoney(t, ps.sendAs(t, ps.cookie, "GET", fmt.Sprintf("/api/admin/bookings/%d/payments", id), "", 200))
		if m.Payments[0].Refundable != "100.00" {
			t.Fatalf("after a refused refund %+v", m)
		}
	})
}

// The guest cancels on the manage page inside the free window: the job
// refunds the deposit on stripe-mock, once, with a credit note; the
// booking's panel shows the refund.
func TestDeposits_GuestCancelsInTheFreeWindow(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "fixed", "amount": "100.00", "freeCancelHours": 24})
		id := ps.paidDeposit(t, "10:00", "cancel@example.ae", "")
		var token string
		if err := ps.db.SQL().QueryRow(`SELECT manage_token FROM outbox WHERE booking_id = $1 AND manage_token IS NOT NULL ORDER BY id LIMIT 1`, id).Scan(&token); err != nil {
			t.Fatal(err)
		}
		if resp, body := ps.do(t, "POST", "/api/manage/"+token+"/cancel", "", jsonHeaders); resp.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", resp.StatusCode, body)
		}
		for range 2 {
			if _, err := ps.payments.RunOnce(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		m := decodeMoney(t, ps.sendAs(t, ps.cookie, "GET", fmt.Sprintf("/api/admin/bookings/%d/payments", id), "", 200))
		if len(m.Payments) != 1 || m.Payments[0].Status != "refunded" || m.Payments[0].Refunded != "100.00" ||
			len(m.Refunds) != 1 || m.Refunds[0].CreditNoteNumber != "CN-000001" || m.Refunds[0].RefundedBy != "" {
			t.Fatalf("after the guest's cancellation %+v", m)
		}
	})
}
