package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

const giftCardBody = `{"kind":"gift_card","holderName":"Layla Haddad","holderEmail":"layla@example.ae",
	"recipientName":"Noor Saleh","recipientEmail":"noor@example.ae","value":"500","paidBy":"card"}`

// mistype changes one data character of a written code to another symbol.
func mistype(code string) string {
	b := []byte(code)
	if b[0] == 'A' {
		b[0] = 'B'
	} else {
		b[0] = 'A'
	}
	return string(b)
}

func TestEntitlementsAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		owner, err := ts.db.StaffUserByEmail(context.Background(), testEmail)
		if err != nil || owner.Name == "" {
			t.Fatalf("the owner signed in: %+v, %v", owner, err)
		}
		// Every entry written at the desk names who wrote it.
		by := `"by":` + strconv.Quote(owner.Name)

		var card, pkg dayspa.Entitlement
		var cardCode string
		decode := func(dst *dayspa.Entitlement, code *string) func(t *testing.T, _ *http.Response, body []byte) {
			return func(t *testing.T, _ *http.Response, body []byte) {
				var v struct {
					ID   int64  `json:"id"`
					Code string `json:"code"`
				}
				if err := json.Unmarshal(body, &v); err != nil || v.ID == 0 {
					t.Fatalf("created %s: %v", body, err)
				}
				dst.ID = v.ID
				if code != nil {
					*code = v.Code
				}
			}
		}
		t.Run("Issue", func(t *testing.T) {
			run(t, adminGet(c, "Empty", "/api/admin/entitlements", 200, `[]`).withTotal(0))
			run(t, adminWrite(c, "GiftCard", "POST", "/api/admin/entitlements", giftCardBody, 201, `"kind":"gift_card"`,
				`"value":"500.00"`, `"price":"500.00"`, `"balanceAmount":"500.00"`, `"balanceSessions":null`, `"status":"active"`,
				`"expiresOn":"2027-11-22"`).with(decode(&card, &cardCode)))
			run(t, adminWrite(c, "Package", "POST", "/api/admin/entitlements",
				fmt.Sprintf(`{"kind":"package","holderName":"Omar Saleh","holderEmail":"omar@example.ae","price":"1800","sessions":5,
				"serviceId":%d,"expiresOn":"2027-06-30","paidBy":"cash"}`, ss.massage.ID), 201, `"balanceSessions":5`, `"sessions":5`,
				`"value":null`, `"expiresOn":"2027-06-30"`, `"paidBy":"cash"`, `"invoiceNumber":"INV-`).with(decode(&pkg, nil)))
			if n := countRows(t, ts.db, "entitlement_ledger"); n != 2 {
				t.Errorf("%d ledger entries, want the two sales", n)
			}
		})

		t.Run("IssueInvalid", func(t *testing.T) {
			before, entries := countRows(t, ts.db, "entitlements"), countRows(t, ts.db, "entitlement_ledger")
			run(t, adminWrite(c, "", "POST", "/api/admin/entitlements", `{"kind":"voucher","holderName":"L","holderEmail":"x@","paidBy":"cheque"}`, 400).
				withFields(map[string]string{"kind": dayspa.MsgEntitlementKind.Text, "holderName": dayspa.MsgName.Text,
					"holderEmail": dayspa.MsgEmail.Text, "paidBy": dayspa.MsgSaleMethod.Text}))
			run(t, adminWrite(c, "Package", "POST", "/api/admin/entitlements",
				`{"kind":"package","holderName":"Omar","holderEmail":"omar@example.ae","price":"-5","sessions":0,"expiresOn":"2026-11-01","paidBy":"card"}`, 400).
				withFields(map[string]string{"price": dayspa.MsgEntitlementPrice.Text, "sessions": dayspa.MsgEntitlementSessions.Text,
					"serviceId": dayspa.MsgEntitlementCovers.Text, "expiresOn": dayspa.MsgEntitlementExpires.Text}))
			run(t, adminWrite(c, "UnknownService", "POST", "/api/admin/entitlements",
				`{"kind":"package","holderName":"Omar","holderEmail":"omar@example.ae","price":"900","sessions":3,"serviceId":999999,"paidBy":"card"}`, 400).
				withFields(map[string]string{"serviceId": dayspa.MsgEntitlementService.Text}))
			run(t, adminWrite(c, "UnknownField", "POST", "/api/admin/entitlements", `{"balance":"1000000"}`, 400, "balance"))
			docs := countRows(t, ts.db, "tax_documents")
			run(t, adminWrite(c, "AboveSimplified", "POST", "/api/admin/entitlements",
				`{"kind":"membership","holderName":"Omar","holderEmail":"omar@example.ae","price":"10000.01","sessions":4,"category":"Massage Therapy","paidBy":"card"}`, 400).
				withFields(map[string]string{"price": dayspa.MsgEntitlementFullInvoice.Text}))
			if n := countRows(t, ts.db, "tax_documents"); n != docs {
				t.Errorf("%d tax documents after refusals, want %d", n, docs)
			}
			if a, b := countRows(t, ts.db, "entitlements"), countRows(t, ts.db, "entitlement_ledger"); a != before || b != entries {
				t.Errorf("%d entitlements, %d entries after refusals; want %d, %d", a, b, before, entries)
			}
		})

		t.Run("List", func(t *testing.T) {
			run(t, adminGet(c, "All", "/api/admin/entitlements", 200, `"Layla Haddad"`, `"Omar Saleh"`).withTotal(2))
			run(t, adminGet(c, "ByEmail", "/api/admin/entitlements?search=NOOR%40example", 200, `"Layla Haddad"`).without(`"Omar`).withTotal(1))
			run(t, adminGet(c, "ByHolder", "/api/admin/entitlements?search=omar", 200, `"Omar Saleh"`).withTotal(1))
			typed := strings.ToLower(strings.ReplaceAll(cardCode, "-", ""))
			run(t, adminGet(c, "ByCode", "/api/admin/entitlements?search="+typed, 200, `"code":"`+cardCode+`"`).withTotal(1))
			run(t, adminGet(c, "ByKind", "/api/admin/entitlements?kind=package", 200, `"Omar Saleh"`).withTotal(1))
			run(t, adminGet(c, "Paged", "/api/admin/entitlements?page=2&limit=1", 200, `"Layla Haddad"`).without(`"Omar`).withTotal(2))
			run(t, adminGet(c, "Bad", "/api/admin/entitlements?kind=voucher&limit=0", 400).withFields(map[string]string{
				"kind": dayspa.MsgEntitlementFilterKind.Text, "limit": "Limit must be a whole number from 1 to 100."}))
		})

		t.Run("Detail", func(t *testing.T) {
			run(t, adminGet(c, "", fmt.Sprintf("/api/admin/entitlements/%d", card.ID), 200, `"ledger":[{`, `"kind":"sale"`,
				`"amount":"500.00"`, `"day":"2026-11-22"`, by))
			run(t, adminGet(c, "Unknown", "/api/admin/entitlements/999999", 404, `"code":"entitlement.not_found"`))
			run(t, adminGet(c, "NotAnID", "/api/admin/entitlements/x", 404))
		})

		t.Run("Adjust", func(t *testing.T) {
			path := fmt.Sprintf("/api/admin/entitlements/%d/adjust", card.ID)
			run(t, adminWrite(c, "", "POST", path, `{"amount":"-120.50","reason":"Paid out in cash"}`, 200,
				`"balanceAmount":"379.50"`, `"kind":"adjustment"`, `"amount":"-120.50"`, `"reason":"Paid out in cash"`, by))
			entries := countRows(t, ts.db, "entitlement_ledger")
			run(t, adminWrite(c, "NoReason", "POST", path, `{"amount":"10"}`, 400).
				withFields(map[string]string{"reason": dayspa.MsgEntitlementReason.Text}))
			run(t, adminWrite(c, "WrongUnit", "POST", path, `{"sessions":1,"reason":"Goodwill"}`, 400).
				withFields(map[string]string{"amount": dayspa.MsgEntitlementAdjustUnit.Text}))
			run(t, adminWrite(c, "BelowZero", "POST", path, `{"amount":"-379.51","reason":"Paid out in cash"}`, 409,
				`"code":"entitlement.below_zero"`, `AED 379.50`))
			run(t, adminWrite(c, "Sessions", "POST", fmt.Sprintf("/api/admin/entitlements/%d/adjust", pkg.ID),
				`{"sessions":-2,"reason":"Two taken before the system"}`, 200, `"balanceSessions":3`, `"sessions":-2`))
			run(t, adminWrite(c, "Unknown", "POST", "/api/admin/entitlements/999999/adjust", `{"amount":"1","reason":"Goodwill"}`, 404))
			if n := countRows(t, ts.db, "entitlement_ledger"); n != entries+1 {
				t.Errorf("%d entries, want %d: refusals write nothing", n, entries+1)
			}
			run(t, adminGet(c, "Unchanged", fmt.Sprintf("/api/admin/entitlements/%d", card.ID), 200, `"balanceAmount":"379.50"`))
		})

		t.Run("Summary", func(t *testing.T) {
			// 379.50 on the card; 3 of 5 sessions at 1,800.00 are 1,080.00.
			run(t, adminGet(c, "", "/api/admin/entitlements/summary?from=2026-11-01&to=2026-11-30", 200,
				`"owedTotal":"1459.50"`, `"expiredTotal":"0.00"`, `"owedSessions":3`))
			run(t, adminGet(c, "BeforeAnySale", "/api/admin/entitlements/summary?from=2026-10-01&to=2026-10-31", 200, `"owedTotal":"0.00"`))
			run(t, adminGet(c, "Bad", "/api/admin/entitlements/summary?from=2026-11-30&to=2026-11-01", 400).
				withFields(map[string]string{"to": dayspa.MsgPeriodOrder.Text}))
			run(t, adminGet(c, "Missing", "/api/admin/entitlements/summary", 400).
				withFields(map[string]string{"from": dayspa.MsgDateFormat.Text, "to": dayspa.MsgDateFormat.Text}))
		})

		t.Run("PublicBalance", func(t *testing.T) {
			path := "/api/entitlements/" + cardCode + "/balance"
			run(t, scenario{name: "Printed", path: path, status: 200,
				want:   []string{`{"kind":"gift_card","balanceAmount":"379.50","balanceSessions":null,"expiresOn":"2027-11-22","status":"active"}`},
				header: map[string]string{"Cache-Control": "no-store"}})
			run(t, scenario{name: "Typed", path: "/api/entitlements/" + strings.ToLower(strings.ReplaceAll(cardCode, "-", "")) + "/balance",
				status: 200, want: []string{`"balanceAmount":"379.50"`}})
			run(t, scenario{name: "Mistyped", path: "/api/entitlements/" + mistype(cardCode) + "/balance", status: 400,
				want: []string{`"code":"entitlement.code_check"`}})
			run(t, scenario{name: "NotACode", path: "/api/entitlements/GIFT-500/balance", status: 400,
				want: []string{`"code":"entitlement.code_format"`}})
			run(t, scenario{name: "Unknown", path: "/api/entitlements/" + dayspa.NewEntitlementCode() + "/balance", status: 404,
				want: []string{`"code":"entitlement.not_found"`}})
		})
	})
}

// The balance check answers from the same per-client budget as the other
// public routes that guessing a secret could use.
func TestEntitlementBalanceRateLimited(t *testing.T) {
	ts, _ := newSpa(t, sqlstoretest.Engines()[0], func(c *Config) { c.RateLimit = 2 })
	run := specRunner(t, ts)
	code := dayspa.NewEntitlementCode()
	path := "/api/entitlements/" + code + "/balance"
	run(t, scenario{name: "First", path: path, status: 404})
	run(t, scenario{name: "Second", path: path, status: 404})
	run(t, scenario{name: "Third", path: path, status: 429, want: []string{tooMany}})
}

// Owners and managers keep the entitlements; reception and therapists get
// 403 on every admin route.
func TestEntitlementsAccess(t *testing.T) {
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	manager, desk, therapist := roleCookies(t, ts)
	var x struct{ ID int64 }
	if err := json.Unmarshal(ts.sendAs(t, manager, "POST", "/api/admin/entitlements", giftCardBody, 201), &x); err != nil {
		t.Fatal(err)
	}
	at := fmt.Sprintf("/api/admin/entitlements/%d", x.ID)
	adjust := `{"amount":"-1","reason":"Goodwill"}`
	for _, who := range []string{desk, therapist} {
		ts.sendAs(t, who, "GET", "/api/admin/entitlements", "", 403)
		ts.sendAs(t, who, "POST", "/api/admin/entitlements", giftCardBody, 403)
		ts.sendAs(t, who, "GET", at, "", 403)
		ts.sendAs(t, who, "POST", at+"/adjust", adjust, 403)
		ts.sendAs(t, who, "GET", "/api/admin/entitlements/summary?from=2026-11-01&to=2026-11-30", "", 403)
	}
	if n := countRows(t, ts.db, "entitlement_ledger"); n != 1 {
		t.Errorf("%d ledger entries after refused writes, want 1", n)
	}
	ts.sendAs(t, manager, "GET", "/api/admin/entitlements", "", 200)
	ts.sendAs(t, manager, "GET", at, "", 200)
	ts.sendAs(t, manager, "POST", at+"/adjust", adjust, 200)
	ts.sendAs(t, manager, "GET", "/api/admin/entitlements/summary?from=2026-11-01&to=2026-11-30", "", 200)
}
