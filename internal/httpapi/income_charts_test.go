package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestIncomeChartsAPI: the charts of a period answer in one call, every
// answer validated against docs/openapi.yaml; bad input is a 400 naming
// the field; reception and therapists get 403.
func TestIncomeChartsAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		run(t, adminWrite(c, "Invoice", "POST", "/api/admin/income", invoiceBody(), 201))
		run(t, adminWrite(c, "Invoice2", "POST", "/api/admin/income", invoiceBody("transactionDate", "2026-11-20",
			"source", "Wgg", "therapistName", "Mia", "cashAmount", "100", "visaAmount", "0"), 201))

		run(t, adminGet(c, "Week", "/api/admin/income/charts?from=2026-11-01&to=2026-11-30&by=week", 200,
			`"by":"week"`, `"totals":{"start":"2026-11-01","cash":"400.00","card":"200.00","total":"660.00","count":2}`,
			`{"start":"2026-11-16","cash":"400.00","card":"200.00","total":"660.00","count":2}`,
			`{"start":"2026-11-23","cash":"0.00","card":"0.00","total":"0.00","count":0}`,
			`"sources":[{"label":"Ph Snap","total":"530.00","count":1},{"label":"Wgg","total":"130.00","count":1}]`,
			`"outcomes":[{"key":"completed","count":0},{"key":"cancelled","count":0},{"key":"no_show","count":0}]`).
			with(func(t *testing.T, _ *http.Response, body []byte) {
				var got dayspa.IncomeCharts
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatal(err)
				}
				if len(got.Takings) != 6 || len(got.LeadTimes) != 5 {
					t.Errorf("buckets %d, lead times %d", len(got.Takings), len(got.LeadTimes))
				}
			}))
		run(t, adminGet(c, "DayDefault", "/api/admin/income/charts?from=2026-11-20&to=2026-11-22", 200, `"by":"day"`))
		// An open end is the domain's to fill in: the answer names the period.
		run(t, adminGet(c, "OpenFrom", "/api/admin/income/charts?to=2026-11-22&by=week", 200,
			`"from":"2026-10-24","to":"2026-11-22","by":"week"`))
		run(t, adminGet(c, "OpenBoth", "/api/admin/income/charts", 200, `"by":"day"`))
		run(t, adminGet(c, "Bad", "/api/admin/income/charts?from=2026-13-01&to=x&by=year", 400).withFields(map[string]string{
			"from": dayspa.MsgChartFrom.Text, "to": dayspa.MsgChartTo.Text, "by": dayspa.MsgChartBy.Text}))
		run(t, adminGet(c, "Order", "/api/admin/income/charts?from=2026-11-30&to=2026-11-01", 400).withFields(map[string]string{
			"to": dayspa.MsgChartTo.Text}))
		run(t, adminGet(c, "TooLong", "/api/admin/income/charts?from=2025-01-01&to=2026-06-30&by=day", 400,
			strings.Replace(dayspa.MsgChartLength.Text, "%d", "366", 1)))
	})
}

func TestIncomeChartsAccess(t *testing.T) {
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	addStaff(t, ts.db, dayspa.RoleManager, "boss@serenity.example", "manager pw 2026")
	addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", "front desk 2026")
	addStaff(t, ts.db, dayspa.RoleTherapist, "mei@serenity.example", "therapist 2026")
	const path = "/api/admin/income/charts?from=2026-11-01&to=2026-11-30"
	for _, who := range []struct {
		email, password string
		want            int
	}{
		{"boss@serenity.example", "manager pw 2026", 200},
		{"desk@serenity.example", "front desk 2026", 403},
		{"mei@serenity.example", "therapist 2026", 403},
	} {
		resp, body := ts.do(t, "GET", path, "", as(staffLogin(t, ts, who.email, who.password)))
		if resp.StatusCode != who.want {
			t.Errorf("%s: %d %s, want %d", who.email, resp.StatusCode, body, who.want)
		}
	}
}
