package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// statementBody is a pay statement as the client reads it.
type statementBody struct {
	Name  string `json:"name"`
	Lines []struct {
		Date           string `json:"date"`
		Service        string `json:"service"`
		Price          string `json:"price"`
		CommissionRate string `json:"commissionRate"`
		Commission     string `json:"commission"`
	} `json:"lines"`
	Totals   earningsLine `json:"totals"`
	Tips     string       `json:"tips"`
	TotalDue string       `json:"totalDue"`
	Paid     string       `json:"paid"`
	Due      string       `json:"due"`
	Payouts  []struct {
		Method string `json:"method"`
		Amount string `json:"amount"`
	} `json:"payouts"`
}

// TestStatementAndPayouts: a therapist's statement of a month shows the
// figures of her earnings page and of her line of the Income tab's
// summary; its PDF reads in English and Arabic; Mark as paid records a
// payout, never beyond what is due, and only the owner and managers may
// do any of it.
func TestStatementAndPayouts(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		team := map[string]int64{}
		for _, name := range []string{"Aya Noor", "Mia Lopez"} {
			th := &dayspa.Therapist{Name: name, Gender: dayspa.GenderFemale, Active: true, CommissionPercentage: 40}
			if err := ts.db.CreateTherapist(ctx, th); err != nil {
				t.Fatal(err)
			}
			team[name] = th.ID
		}
		for i, inv := range [][]any{
			{"therapistName", "Aya Noor", "transactionDate", "2026-11-02", "serviceName", "Royal Package", "cashAmount", "500", "commissionAmount", "200.00", "therapistTipShare", "30", "tipsCashAmount", "40", "tipsCardAmount", "10.50"},
			{"therapistName", "Aya Noor", "transactionDate", "2026-11-14", "commissionAmount", "133.33", "therapistTipShare", "12.35", "tipsCashAmount", "15"},
			{"therapistName", "Mia Lopez", "transactionDate", "2026-11-14", "commissionAmount", "179.99", "therapistTipShare", "25.45"},
			{"therapistName", "Aya Noor", "transactionDate", "2026-10-31", "commissionAmount", "999.00", "therapistTipShare", "99"},
		} {
			run(t, adminWrite(c, fmt.Sprint("Invoice", i), "POST", "/api/admin/income", invoiceBody(inv...), 201))
		}
		decode := func(v any) func(t *testing.T, _ *http.Response, body []byte) {
			return func(t *testing.T, _ *http.Response, body []byte) {
				if err := json.Unmarshal(body, v); err != nil {
					t.Fatal(err)
				}
			}
		}
		var summary struct {
			Therapists []struct {
				Name string `json:"name"`
				Tips string `json:"tips"`
				earningsLine
			} `json:"therapists"`
		}
		run(t, adminGet(c, "Summary", "/api/admin/income/summary?from=2026-11-01&to=2026-11-30", 200).with(decode(&summary)))
		for _, line := range summary.Therapists {
			base := fmt.Sprintf("/api/admin/therapists/%d/", team[line.Name])
			var st statementBody
			var earn earningsBody
			run(t, adminGet(c, line.Name, base+"statement?month=2026-11", 200).with(decode(&st)))
			run(t, adminGet(c, line.Name+"Earnings", base+"earnings?month=2026-11", 200).with(decode(&earn)))
			if st.Totals != line.earningsLine || st.Totals != earn.Totals || st.TotalDue != line.Earnings || st.Tips != line.Tips {
				t.Errorf("%s: statement %+v (tips %s), summary line %+v, earnings page %+v", line.Name, st.Totals, st.Tips, line, earn.Totals)
			}
			if len(st.Lines) != line.Count {
				t.Errorf("%s: %d lines for %d invoices", line.Name, len(st.Lines), line.Count)
			}
		}

		aya := fmt.Sprintf("/api/admin/therapists/%d/", team["Aya Noor"])
		var st statementBody
		run(t, adminGet(c, "Aya", aya+"statement?month=2026-11", 200, `"totalDue":"375.68"`, `"paid":"0.00"`, `"due":"375.68"`).with(decode(&st)))
		if len(st.Lines) != 2 || st.Lines[0].Service != "Royal Package" || st.Lines[0].CommissionRate != "40.00" || st.Lines[0].Commission != "200.00" {
			t.Errorf("Aya's lines %+v", st.Lines)
		}

		for _, lang := range []struct{ q, file, want string }{
			{"", "pay-statement-%d-2026-11.pdf", "Total due"},
			{"&lang=ar", "pay-statement-%d-2026-11-ar.pdf", "إجمالي المستحق"},
		} {
			run(t, adminGet(c, "PDF"+lang.q, aya+"statement.pdf?month=2026-11"+lang.q, 200).withHeaders(map[string]string{
				"Content-Type":        "application/pdf",
				"Content-Disposition": `attachment; filename="` + fmt.Sprintf(lang.file, team["Aya Noor"]) + `"`,
			}).with(func(t *testing.T, _ *http.Response, body []byte) {
				text := statementPDFText(t, body)
				for _, w := range []string{lang.want, "375.68", "Royal Package"} {
					if !strings.Contains(text, w) {
						t.Errorf("the PDF lacks %q:\n%s", w, text)
					}
				}
			}))
		}

		for _, sc := range []scenario{
			adminGet(c, "BadMonth", aya+"statement?month=2026-13", 400).withFields(map[string]string{"month": "Month must be YYYY-MM."}),
			adminGet(c, "BadLang", aya+"statement.pdf?month=2026-11&lang=fr", 400, `"lang"`),
			adminGet(c, "UnknownTherapist", "/api/admin/therapists/999999/statement?month=2026-11", 404, `"code":"therapist.not_found"`),
			adminGet(c, "UnknownTherapistPDF", "/api/admin/therapists/999999/statement.pdf?month=2026-11", 404, `"code":"therapist.not_found"`),
			adminWrite(c, "PayUnknown", "POST", "/api/admin/therapists/999999/payouts",
				`{"month":"2026-11","date":"2026-11-22","method":"cash","amount":"1"}`, 404, `"code":"therapist.not_found"`),
			adminWrite(c, "PayNothing", "POST", aya+"payouts", `{}`, 400).withFields(map[string]string{
				"month": dayspa.MsgPayoutMonth.Text, "date": dayspa.MsgPayoutDate.Text,
				"method": dayspa.MsgPayoutMethod.Text, "amount": dayspa.MsgPayoutAmount.Text}),
			adminWrite(c, "PayBadMethod", "POST", aya+"payouts",
				`{"month":"2026-11","date":"2026-11-22","method":"cheque","amount":"10"}`, 400).withFields(map[string]string{"method": dayspa.MsgPayoutMethod.Text}),
			adminWrite(c, "PayTooMuch", "POST", aya+"payouts",
				`{"month":"2026-11","date":"2026-11-22","method":"cash","amount":"375.69"}`, 400).withFields(map[string]string{
				"amount": "The amount is more than the 375.68 AED still due."}),
			adminWrite(c, "PayPart", "POST", aya+"payouts",
				`{"month":"2026-11","date":"2026-11-20","method":"card","amount":175.68,"note":"Advance"}`, 201,
				`"amount":"175.68"`, `"method":"card"`, `"paid":"175.68"`, `"due":"200.00"`),
			adminWrite(c, "PayRest", "POST", aya+"payouts",
				`{"month":"2026-11","date":"2026-11-22","method":"bank_transfer","amount":"200"}`, 201, `"paid":"375.68"`, `"due":"0.00"`),
			adminWrite(c, "PayAgain", "POST", aya+"payouts",
				`{"month":"2026-11","date":"2026-11-22","method":"cash","amount":"0.01"}`, 400, `"code":"payout.too_much"`),
			adminGet(c, "Paid", aya+"statement?month=2026-11", 200, `"paid":"375.68"`, `"due":"0.00"`, `"method":"bank_transfer"`),
			{name: "NoSession", path: aya + "statement", status: 401},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}

		// Reception and therapists see no one's pay.
		addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", "desk password 2026")
		addStaff(t, ts.db, dayspa.RoleTherapist, "mia@serenity.example", "mia password 2026")
		for _, who := range []string{"desk", "mia"} {
			cookie := staffLogin(t, ts, who+"@serenity.example", who+" password 2026")
			for _, sc := range []scenario{
				{name: who + "Statement", path: aya + "statement?month=2026-11", headers: as(cookie), status: 403},
				{name: who + "PDF", path: aya + "statement.pdf?month=2026-11", headers: as(cookie), status: 403},
				{name: who + "Pay", method: "POST", path: aya + "payouts", headers: as(cookie), status: 403,
					body: `{"month":"2026-10","date":"2026-11-22","method":"cash","amount":"1"}`},
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
		}
		// Nothing was paid for October by the refused request.
		run(t, adminGet(c, "OctoberUnpaid", aya+"statement?month=2026-10", 200, `"paid":"0.00"`, `"payouts":[]`))
	})
}

// statementPDFText extracts a PDF's text with poppler's pdftotext, with
// NFKC so that Arabic presentation forms read as their letters, and
// without the direction marks poppler puts around right-to-left words.
func statementPDFText(t *testing.T, pdf []byte) string {
	t.Helper()
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %.40q", pdf)
	}
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext is missing: install Debian's poppler-utils to check the PDF's text")
	}
	path := filepath.Join(t.TempDir(), "statement.pdf")
	if err := os.WriteFile(path, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return strings.Map(func(r rune) rune {
		if r >= 0x202A && r <= 0x202E || r == 0x200E || r == 0x200F {
			return -1
		}
		return r
	}, norm.NFKC.String(string(out)))
}
