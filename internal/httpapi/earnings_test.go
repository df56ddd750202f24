package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// earningsBody is a therapist's month as the client reads it.
type earningsBody struct {
	TherapistID int64  `json:"therapistId"`
	Name        string `json:"name"`
	Month       string `json:"month"`
	Days        []struct {
		Date string `json:"date"`
		earningsLine
	} `json:"days"`
	Totals earningsLine `json:"totals"`
}

type earningsLine struct {
	Count             int    `json:"count"`
	Commission        string `json:"commission"`
	TherapistTipShare string `json:"therapistTipShare"`
	Earnings          string `json:"earnings"`
}

// TestTherapistEarningsMatchIncomeSummary: a therapist's month, invoices
// of several therapists, a couple's treatment (one invoice per therapist
// of the pair) and tips, shows to the fils the commission, tip share and
// earnings of her line of the Income tab's therapist summary of the same
// month.
func TestTherapistEarningsMatchIncomeSummary(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		team := map[string]int64{}
		for _, name := range []string{"Aya Noor", "Mia Lopez", "Sara Haddad"} {
			th := &dayspa.Therapist{Name: name, Gender: dayspa.GenderFemale, Active: true, CommissionPercentage: 40}
			if err := ts.db.CreateTherapist(ctx, th); err != nil {
				t.Fatal(err)
			}
			team[name] = th.ID
		}

		for i, inv := range [][]any{
			{"therapistName", "Aya Noor", "transactionDate", "2026-11-02", "commissionAmount", "200.00", "therapistTipShare", "30", "tipsCashAmount", "40", "tipsCardAmount", "10.50"},
			{"therapistName", "Aya Noor", "transactionDate", "2026-11-02", "commissionAmount", "133.33", "therapistTipShare", "12.35", "tipsCashAmount", "15"},
			// A couple's treatment: one invoice for each therapist of the pair.
			{"therapistName", "Aya Noor", "transactionDate", "2026-11-14", "customerName", "Mr and Mrs Haddad", "commissionAmount", "180.01", "therapistTipShare", "25.55"},
			{"therapistName", "Mia Lopez", "transactionDate", "2026-11-14", "customerName", "Mr and Mrs Haddad", "commissionAmount", "179.99", "therapistTipShare", "25.45"},
			{"therapistName", "Mia Lopez", "transactionDate", "2026-11-20", "commissionAmount", "90.00", "therapistTipShare", "0"},
			{"therapistName", "Sara Haddad", "transactionDate", "2026-11-21", "commissionAmount", "75.10", "therapistTipShare", "5.05"},
			{"therapistName", "Aya Noor", "transactionDate", "2026-11-30", "commissionAmount", "0.01", "therapistTipShare", "0.99"},
			// Not her month, not her name as typed.
			{"therapistName", "Aya Noor", "transactionDate", "2026-10-31", "commissionAmount", "999.00", "therapistTipShare", "99"},
			{"therapistName", "Aya Noor", "transactionDate", "2026-12-01", "commissionAmount", "999.00", "therapistTipShare", "99"},
		} {
			run(t, adminWrite(c, fmt.Sprint("Invoice", i), "POST", "/api/admin/income", invoiceBody(inv...), 201))
		}

		var summary struct {
			Therapists []struct {
				Name string `json:"name"`
				earningsLine
			} `json:"therapists"`
		}
		run(t, adminGet(c, "Summary", "/api/admin/income/summary?from=2026-11-01&to=2026-11-30", 200).with(func(t *testing.T, _ *http.Response, body []byte) {
			if err := json.Unmarshal(body, &summary); err != nil {
				t.Fatal(err)
			}
		}))
		if len(summary.Therapists) != 3 {
			t.Fatalf("the summary's therapists: %+v", summary.Therapists)
		}
		for _, line := range summary.Therapists {
			var got earningsBody
			path := fmt.Sprintf("/api/admin/therapists/%d/earnings?month=2026-11", team[line.Name])
			run(t, adminGet(c, line.Name, path, 200).with(func(t *testing.T, _ *http.Response, body []byte) {
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatal(err)
				}
			}))
			if got.Name != line.Name || got.Month != "2026-11" || got.Totals != line.earningsLine {
				t.Errorf("%s's month %+v differs from her line of the Income tab's summary %+v", line.Name, got.Totals, line.earningsLine)
			}
			if line.Name == "Aya Noor" {
				if got.Totals.Commission != "513.35" || got.Totals.TherapistTipShare != "68.89" || got.Totals.Earnings != "582.24" || got.Totals.Count != 4 {
					t.Errorf("Aya's totals %+v", got.Totals)
				}
				days := fmt.Sprint(got.Days)
				if want := "[{2026-11-02 {2 333.33 42.35 375.68}} {2026-11-14 {1 180.01 25.55 205.56}} {2026-11-30 {1 0.01 0.99 1.00}}]"; days != want {
					t.Errorf("Aya's days %s, want %s", days, want)
				}
			}
		}

		aya := fmt.Sprintf("/api/admin/therapists/%d/earnings", team["Aya Noor"])
		for _, sc := range []scenario{
			adminGet(c, "ThisMonth", aya, 200, `"month":"2026-11"`, `"earnings":"582.24"`),
			adminGet(c, "OtherMonth", aya+"?month=2026-12", 200, `"month":"2026-12"`, `"totals":{"count":1,"commission":"999.00","therapistTipShare":"99.00","earnings":"1098.00"}`),
			adminGet(c, "EmptyMonth", aya+"?month=2026-09", 200, `"days":[]`, `"totals":{"count":0,"commission":"0.00","therapistTipShare":"0.00","earnings":"0.00"}`),
			adminGet(c, "BadMonth", aya+"?month=2026-13", 400).withFields(map[string]string{"month": "Month must be YYYY-MM."}),
			adminGet(c, "DayNotMonth", aya+"?month=2026-11-02", 400).withFields(map[string]string{"month": "Month must be YYYY-MM."}),
			adminGet(c, "BeforeRecords", aya+"?month=1999-12", 400).withFields(map[string]string{"month": "Month must be between 2000-01 and 2031-11."}),
			adminGet(c, "FarAhead", aya+"?month=2031-12", 400).withFields(map[string]string{"month": "Month must be between 2000-01 and 2031-11."}),
			adminGet(c, "UnknownTherapist", "/api/admin/therapists/999999/earnings?month=2026-11", 404, `"code":"therapist.not_found"`),
			adminGet(c, "NotAnID", "/api/admin/therapists/x/earnings", 404, `"code":"therapist.not_found"`),
			{name: "NoSession", path: aya, status: 401},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}

		// Aya signed in as herself sees her own month, the same figures, and
		// nobody else's; the owner's account, linked to no therapist, has none.
		ayaAccount := addStaff(t, ts.db, dayspa.RoleTherapist, "aya@serenity.example", "aya password 2026")
		ayaID := team["Aya Noor"]
		ayaAccount.TherapistID = &ayaID
		if _, err := ts.db.UpdateStaffUser(ctx, ayaAccount); err != nil {
			t.Fatal(err)
		}
		own := staffLogin(t, ts, "aya@serenity.example", "aya password 2026")
		for _, sc := range []scenario{
			{name: "Own", path: "/api/admin/me/earnings?month=2026-11", headers: as(own), status: 200, want: []string{`"name":"Aya Noor"`, `"earnings":"582.24"`}},
			{name: "AnotherTherapists", path: fmt.Sprintf("/api/admin/therapists/%d/earnings?month=2026-11", team["Mia Lopez"]), headers: as(own), status: 403},
			{name: "NotLinked", path: "/api/admin/me/earnings", headers: as(c), status: 404, want: []string{`"code":"therapist.not_found"`}},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}
