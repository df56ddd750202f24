package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3filter"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func init() {
	openapi3filter.RegisterBodyDecoder("text/html", openapi3filter.PlainBodyDecoder)
	openapi3filter.RegisterBodyDecoder("application/pdf", openapi3filter.FileBodyDecoder)
}

// The Income tab's endpoints through the real router and store of every
// engine, logged in, every answer validated against docs/openapi.yaml.

// invoiceBody is an Add New Invoice form as the client sends it: amounts
// as strings, its own invoice number and total (both ignored).
func invoiceBody(kv ...any) string {
	return jsonObject(with(map[string]any{
		"invoiceNumber": "INV-1732000000", "transactionDate": "2026-11-22", "source": "Ph Snap",
		"customerName": "Layla Haddad", "serviceName": "Massage", "serviceCategory": "Massage Therapy",
		"therapistName": "Aya", "cashAmount": "300.00", "visaAmount": "200.00", "commissionAmount": "200.00",
		"commissionPercentage": "40", "expensesAmount": "10", "therapistTipShare": "30", "spaTipShare": "20",
		"tipsVat": "5", "notes": "Regular guest", "totalAmount": "999.00",
	}, kv...))
}

func decodeIncome(t *testing.T, body []byte) dayspa.IncomeTransaction {
	t.Helper()
	var tx dayspa.IncomeTransaction
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(body, &raw); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	// Money and the invoice number are written as strings; read them as
	// the client does.
	str := func(k string) string {
		var s string
		if err := json.Unmarshal(raw[k], &s); err != nil {
			t.Fatalf("%s is not a string: %s", k, raw[k])
		}
		return s
	}
	money := func(k string) dayspa.Money {
		m, err := dayspa.ParseMoney(str(k))
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		return m
	}
	json.Unmarshal(raw["id"], &tx.ID)
	fmt.Sscan(str("invoiceNumber"), (*int64)(&tx.InvoiceNumber))
	tx.TransactionDate, _ = dayspa.ParseDate(str("transactionDate"))
	tx.TherapistName, tx.Notes, tx.Source = str("therapistName"), str("notes"), str("source")
	tx.CashAmount, tx.VisaAmount, tx.VisaMarkup, tx.TotalAmount = money("cashAmount"), money("visaAmount"), money("visaMarkup"), money("totalAmount")
	tx.TipsAmount, tx.TipsCashAmount, tx.TipsCardAmount = money("tipsAmount"), money("tipsCashAmount"), money("tipsCardAmount")
	tx.CommissionAmount, tx.SpaTipShare = money("commissionAmount"), money("spaTipShare")
	p, _ := dayspa.ParsePercent(str("commissionPercentage"))
	tx.CommissionPercentage = p
	return tx
}

func invoiceNumbers(t *testing.T, body []byte) []string {
	t.Helper()
	var list []map[string]any
	if err := json.Unmarshal(body, &list); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	out := []string{}
	for _, x := range list {
		out = append(out, x["invoiceNumber"].(string))
	}
	return out
}

func wantNumbers(numbers ...string) func(*testing.T, *http.Response, []byte) {
	return func(t *testing.T, _ *http.Response, body []byte) {
		t.Helper()
		if got := invoiceNumbers(t, body); !reflect.DeepEqual(got, append([]string{}, numbers...)) {
			t.Errorf("invoices %v, want %v", got, numbers)
		}
	}
}

func TestIncomeAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)

		var first dayspa.IncomeTransaction
		t.Run("Create", func(t *testing.T) {
			run(t, adminWrite(c, "", "POST", "/api/admin/income", invoiceBody(), 201, `"taxDocumentId":1`).with(func(t *testing.T, _ *http.Response, body []byte) {
				first = decodeIncome(t, body)
				if first.InvoiceNumber != 1526 || first.TotalAmount.String() != "530.00" || first.VisaMarkup.String() != "280.00" ||
					first.CommissionPercentage.String() != "40.00" || first.TipsAmount.String() != "0.00" ||
					first.Notes != "Cash: 300.00 | Card: 200.00 | Spa tips: 20.00 | Expenses: 10.00\nRegular guest" {
					t.Errorf("created %+v", first)
				}
			}))
			// Blank numbers are 0; the rate defaults to 40; an RFC 3339
			// time is taken as its day in Dubai.
			run(t, adminWrite(c, "Defaults", "POST", "/api/admin/income", invoiceBody("commissionPercentage", nil, "cashAmount", "",
				"visaAmount", 0, "transactionDate", "2026-11-20T21:00:00Z", "source", "Wgg", "therapistName", "Mia Lopez",
				"expensesAmount", nil, "spaTipShare", nil, "tipsCashAmount", "12.5", "tipsCardAmount", 7), 201,
				`"invoiceNumber":"1527"`, `"transactionDate":"2026-11-21"`, `"totalAmount":"0.00"`, `"tipsAmount":"19.50"`, `"commissionPercentage":"40.00"`))
			run(t, adminWrite(c, "Third", "POST", "/api/admin/income", invoiceBody("transactionDate", "2026-11-21", "cashAmount", "1000",
				"visaAmount", "0", "source", "Moh", "therapistName", "aya k"), 201, `"invoiceNumber":"1528"`, `"totalAmount":"1030.00"`))
		})

		t.Run("CreateInvalid", func(t *testing.T) {
			before := countRows(t, ts.db, "income_transactions")
			run(t, adminWrite(c, "", "POST", "/api/admin/income", invoiceBody("source", "{name}", "customerName", " ", "serviceName", "Facial",
				"therapistName", nil, "cashAmount", "-5", "visaAmount", "1.234", "commissionPercentage", "140", "transactionDate", "22/11/2026",
				"tipsVat", "abc"), 400).withFields(map[string]string{
				"source": dayspa.MsgIncomeSource.Text, "customerName": dayspa.MsgIncomeCustomer.Text, "serviceName": dayspa.MsgIncomeService.Text,
				"therapistName": dayspa.MsgIncomeTherapist.Text, "cashAmount": dayspa.MsgIncomeAmount.Text, "visaAmount": dayspa.MsgIncomeAmount.Text,
				"commissionPercentage": dayspa.MsgIncomePercent.Text, "transactionDate": dayspa.MsgIncomeDate.Text, "tipsVat": dayspa.MsgIncomeAmount.Text,
			}))
			run(t, adminWrite(c, "UnknownField", "POST", "/api/admin/income", invoiceBody("discount", "5"), 400, "discount"))
			run(t, adminWrite(c, "WrongType", "POST", "/api/admin/income", invoiceBody("cashAmount", true), 400, "cashAmount"))
			if n := countRows(t, ts.db, "income_transactions"); n != before {
				t.Errorf("%d invoices after refusals, want %d", n, before)
			}
		})

		t.Run("List", func(t *testing.T) {
			for _, sc := range []scenario{
				adminGet(c, "All", "/api/admin/income", 200).withTotal(3).with(wantNumbers("1526", "1528", "1527")),
				adminGet(c, "Paged", "/api/admin/income?page=2&limit=2", 200).withTotal(3).with(wantNumbers("1527")),
				adminGet(c, "From", "/api/admin/income?from=2026-11-22", 200).withTotal(1).with(wantNumbers("1526")),
				adminGet(c, "ToWholeDay", "/api/admin/income?to=2026-11-21", 200).withTotal(2).with(wantNumbers("1528", "1527")),
				adminGet(c, "Source", "/api/admin/income?source=Wgg", 200).withTotal(1).with(wantNumbers("1527")),
				adminGet(c, "Therapist", "/api/admin/income?therapist=AYA", 200).withTotal(2).with(wantNumbers("1526", "1528")),
				adminGet(c, "MinTotal", "/api/admin/income?minTotal=530", 200).withTotal(2).with(wantNumbers("1526", "1528")),
				adminGet(c, "MaxTotal", "/api/admin/income?maxTotal=530.00", 200).withTotal(2).with(wantNumbers("1526", "1527")),
				adminGet(c, "Bad", "/api/admin/income?from=2026-11-30&to=2026-11-01&minTotal=x&limit=1000", 400).withFields(map[string]string{
					"to": "The end date must not be before the start date.", "minTotal": dayspa.MsgIncomeAmount.Text,
					"limit": "Limit must be a whole number from 1 to 100.",
				}),
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
		})

		t.Run("Stats", func(t *testing.T) {
			run(t, adminGet(c, "", "/api/admin/income/stats", 200, `{"totalIncome":"1560.00","totalCash":"1300.00","totalVisa":"200.00"}`))
			run(t, adminGet(c, "Filtered", "/api/admin/income/stats?therapist=mia", 200, `{"totalIncome":"0.00","totalCash":"0.00","totalVisa":"0.00"}`))
		})

		t.Run("Summary", func(t *testing.T) {
			run(t, adminGet(c, "", "/api/admin/income/summary?from=2026-11-01&to=2026-11-30", 200).with(func(t *testing.T, _ *http.Response, body []byte) {
				var s struct {
					From   string         `json:"from"`
					Totals map[string]any `json:"totals"`
					Days   []struct {
						Date       string           `json:"date"`
						DailyTotal string           `json:"dailyTotal"`
						Therapists []map[string]any `json:"therapists"`
					} `json:"days"`
					Therapists []map[string]any `json:"therapists"`
				}
				if err := json.Unmarshal(body, &s); err != nil {
					t.Fatal(err)
				}
				if s.From != "2026-11-01" || s.Totals["count"].(float64) != 3 || s.Totals["cashOnHand"] != "700.00" || s.Totals["commission"] != "600.00" {
					t.Errorf("totals %v", s.Totals)
				}
				if len(s.Days) != 2 || s.Days[0].Date != "2026-11-22" || s.Days[0].DailyTotal != "525.00" || s.Days[1].Date != "2026-11-21" {
					t.Errorf("days %+v", s.Days)
				}
				if len(s.Therapists) != 3 || s.Therapists[0]["name"] != "Aya" || s.Therapists[0]["earnings"] != "230.00" {
					t.Errorf("therapists %v", s.Therapists)
				}
			}))
			run(t, adminGet(c, "Empty", "/api/admin/income/summary?from=2030-01-01", 200, `"days":[]`, `"therapists":[]`, `"to":null`, `"dayCount":0`))
			run(t, adminGet(c, "NewestDay", "/api/admin/income/summary?days=1", 200, `"dayCount":2`, `"totals":{"count":3,`).with(func(t *testing.T, _ *http.Response, body []byte) {
				var s struct {
					Days []struct {
						Date string `json:"date"`
					} `json:"days"`
				}
				if err := json.Unmarshal(body, &s); err != nil || len(s.Days) != 1 || s.Days[0].Date != "2026-11-22" {
					t.Errorf("days %+v, %v", s.Days, err)
				}
			}))
			run(t, adminGet(c, "BadDays", "/api/admin/income/summary?days=0", 400).withFields(map[string]string{"days": "Days must be a whole number from 1 to 731."}))
		})

		t.Run("Update", func(t *testing.T) {
			path := fmt.Sprintf("/api/admin/income/%d", first.ID)
			// The edit dialog sends the changed fields: the card tips.
			// The tips are on its tax invoice: a reason is needed, and the
			// record then names the corrected invoice (after its credit note).
			run(t, adminWrite(c, "NoReason", "PATCH", path, `{"tipsCashAmount":"30","tipsCardAmount":"20.50"}`, 400).withFields(map[string]string{
				"reason": dayspa.MsgCreditReason.Text}))
			run(t, adminWrite(c, "Tips", "PATCH", path, `{"tipsCashAmount":"30","tipsCardAmount":"20.50","reason":"Tips typed late"}`, 200,
				`"tipsAmount":"50.50"`, `"invoiceNumber":"1526"`, `"customerName":"Layla Haddad"`, `"totalAmount":"530.00"`, `"taxDocumentId":5`))
			run(t, adminWrite(c, "Total", "PATCH", path, `{"spaTipShare":"25.00","tipsAmount":"1.00"}`, 200,
				`"tipsAmount":"50.50"`, `"totalAmount":"535.00"`, `Spa tips: 25.00 | Expenses: 10.00\nRegular guest"`))
			run(t, adminWrite(c, "Invalid", "PATCH", path, `{"customerName":"","cashAmount":"1.001"}`, 400).withFields(map[string]string{
				"cashAmount": dayspa.MsgIncomeAmount.Text}))
			run(t, adminWrite(c, "InvalidRule", "PATCH", path, `{"source":"Elsewhere"}`, 400).withFields(map[string]string{
				"source": dayspa.MsgIncomeSource.Text}))
			run(t, adminWrite(c, "Unknown", "PATCH", "/api/admin/income/999999", `{}`, 404, `{"message":"Transaction not found.","code":"income.not_found"}`))
			run(t, adminWrite(c, "NotAnID", "PATCH", "/api/admin/income/x", `{}`, 404))
			run(t, adminGet(c, "StatsFollow", "/api/admin/income/stats", 200, `"totalIncome":"1565.00"`))
		})

		t.Run("Delete", func(t *testing.T) {
			path := fmt.Sprintf("/api/admin/income/%d", first.ID)
			run(t, adminWrite(c, "NoReason", "DELETE", path, "", 400).withFields(map[string]string{"reason": dayspa.MsgCreditReason.Text}))
			run(t, adminWrite(c, "", "DELETE", path, `{"reason":"Guest refunded"}`, 204))
			run(t, adminWrite(c, "Again", "DELETE", path, "", 404, `{"message":"Transaction not found.","code":"income.not_found"}`))
			run(t, adminGet(c, "Gone", "/api/admin/income", 200).withTotal(2).with(wantNumbers("1528", "1527")))
			run(t, adminGet(c, "StatsFollow", "/api/admin/income/stats", 200, `"totalIncome":"1030.00"`))
		})
	})
}

func TestReportAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e, func(c *Config) { c.Business = testBusiness })
		run := specRunner(t, ts)
		c := login(t, ts)
		for _, body := range []string{
			invoiceBody(),
			invoiceBody("transactionDate", "2026-10-31", "therapistName", "=cmd|'/c calc'!A1", "cashAmount", "100"),
		} {
			run(t, adminWrite(c, "", "POST", "/api/admin/income", body, 201))
		}
		disposition := func(name string) map[string]string {
			return map[string]string{"Content-Disposition": `attachment; filename="` + name + `"`}
		}
		for _, sc := range []scenario{
			adminWrite(c, "HTML", "POST", "/api/admin/generate-report", `{"startDate":"2026-11-01","endDate":"2026-11-30","reportType":"income"}`, 200,
				"<!doctype html>", "Test Spa — Income Report", "1 Nov 2026 – 30 Nov 2026", "AED 530.00", "Sun 22 Nov 2026", "Aya").
				withHeaders(disposition("income-report-2026-11-01-to-2026-11-30.html")).withHeaders(map[string]string{"Content-Type": "text/html; charset=utf-8"}).
				without("calc"),
			adminWrite(c, "AllDates", "POST", "/api/admin/generate-report", `{"startDate":"","endDate":"","reportType":"income"}`, 200,
				"All dates", "AED 860.00").withHeaders(disposition("income-report-all-to-all.html")),
			adminWrite(c, "CSV", "POST", "/api/admin/generate-report", `{"startDate":"","endDate":"2026-11-30","reportType":"income","format":"csv"}`, 200,
				"Total income,860.00", `'=cmd|'/c calc'!A1,1,200.00`, "2026-10-31,1,100.00").
				withHeaders(disposition("income-report-all-to-2026-11-30.csv")).withHeaders(map[string]string{"Content-Type": "text/csv; charset=utf-8"}),
			adminWrite(c, "PDF", "POST", "/api/admin/generate-report", `{"startDate":"2026-11-01","endDate":"2026-11-30","reportType":"income","format":"pdf"}`, 200,
				"%PDF-", "%%EOF").withHeaders(disposition("income-report-2026-11-01-to-2026-11-30.pdf")).withHeaders(map[string]string{"Content-Type": "application/pdf"}),
			adminWrite(c, "Invalid", "POST", "/api/admin/generate-report", `{"startDate":"2026-11-30","endDate":"2026-11-01","reportType":"payroll","format":"docx"}`, 400).
				withFields(map[string]string{"endDate": "The end date must not be before the start date.", "reportType": "The only report type is income.",
					"format": "Format must be html, pdf or csv."}),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}

// withHeaders adds exact header values to check.
func (sc scenario) withHeaders(h map[string]string) scenario {
	if sc.header == nil {
		sc.header = map[string]string{}
	}
	for k, v := range h {
		sc.header[k] = v
	}
	return sc
}

// without adds substrings the body must not hold.
func (sc scenario) without(s ...string) scenario {
	sc.notWant = append(sc.notWant, s...)
	return sc
}

// TestSpaZoneDayBoundary runs a deployment whose DAYSPA_TIMEZONE is New
// York at 03:30 UTC on 1 March 2026: 22:30 on 28 February there (and
// 07:30 on 1 March in Dubai). Every day the server works out is New
// York's: a booking for the 28th is today's, past its slots, not a day
// gone by; an invoice and a report dated 03:30 UTC fall on the 28th, and
// the invoice's day starts at 05:00 UTC, New York's midnight.
func TestSpaZoneDayBoundary(t *testing.T) {
	t.Parallel()
	ny := mustLoadLocation("America/New_York")
	now := time.Date(2026, 3, 1, 3, 30, 0, 0, time.UTC)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		cfg := e.Config(t)
		cfg.Location = ny
		db := sqlstoretest.Open(t, cfg, func() time.Time { return now })
		ss := addSpaServices(t, db)
		ts := serveSpa(t, db, func(c *Config) { c.Location, c.Now = ny, func() time.Time { return now } })
		setTestPassword(t, db)
		run := specRunner(t, ts)
		c := login(t, ts)

		booking := bookingBody(ss.massage)
		booking["bookingDate"], booking["bookingTime"] = "2026-02-28", "21:00"
		run(t, post("BookingTodayHasPassed", "/api/bookings", jsonObject(booking), 409, "already passed"))
		booking["bookingDate"] = "2026-02-27"
		run(t, post("BookingYesterday", "/api/bookings", jsonObject(booking), 400).
			withFields(map[string]string{"bookingDate": dayspa.MsgDateRange.Text}))

		var id int64
		run(t, adminWrite(c, "Invoice", "POST", "/api/admin/income", invoiceBody("transactionDate", "2026-03-01T03:30:00Z"), 201,
			`"transactionDate":"2026-02-28"`).with(func(t *testing.T, _ *http.Response, body []byte) { id = decodeIncome(t, body).ID }))
		var start time.Time
		if err := db.SQL().QueryRow(`SELECT transaction_date FROM income_transactions WHERE id = $1`, id).Scan(&start); err != nil {
			t.Fatal(err)
		}
		if want := time.Date(2026, 2, 28, 5, 0, 0, 0, time.UTC); !start.Equal(want) {
			t.Errorf("the invoice's day starts at %v, want %v", start.UTC(), want)
		}
		run(t, adminWrite(c, "Report", "POST", "/api/admin/generate-report", `{"startDate":"2026-03-01T03:30:00Z","format":"csv"}`, 200).
			with(func(t *testing.T, resp *http.Response, _ []byte) {
				if cd := resp.Header.Get("Content-Disposition"); !strings.Contains(cd, "income-report-2026-02-28-to-all.csv") {
					t.Errorf("Content-Disposition = %q", cd)
				}
			}))
	})
}
