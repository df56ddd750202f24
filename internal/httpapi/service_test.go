package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func TestServicesAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		for range 2 {
			if _, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.stones), ts.srv.rules); err != nil {
				t.Fatal(err)
			}
		}
		run(t, adminGet(c, "ListWithCounts", "/api/admin/services", 200,
			fmt.Sprintf(`{"id":%d,"name":"Swedish Massage","nameAr":"","description":"","descriptionAr":"","category":"Massage Therapy","duration":60,"price":"450.00","isActive":true,"preparationTime":0,"bookingCount":0}`, ss.massage.ID),
			fmt.Sprintf(`"id":%d,"name":"Hot Stone Massage"`, ss.stones.ID), `"price":"480.00","isActive":true,"preparationTime":0,"bookingCount":2}`,
			`"isActive":false,"preparationTime":0,"bookingCount":0}`))

		// The public list is read (and kept in memory) before every change
		// below, so each PublicListShowsIt proves the change reached it.
		run(t, scenario{name: "PublicListBefore", path: "/api/services", status: 200, want: []string{`"name":"Swedish Massage"`, `"price":"450.00"`}})

		valid := map[string]any{"name": "Royal Hammam", "description": "Steam, scrub and foam.", "category": "Body Treatments",
			"duration": 90, "price": "650.50", "isActive": true}
		var created dayspa.Service
		t.Run("Create", func(t *testing.T) {
			run(t, adminWrite(c, "", "POST", "/api/admin/services", jsonObject(valid), 201,
				`"name":"Royal Hammam","nameAr":"","description":"Steam, scrub and foam.","descriptionAr":"","category":"Body Treatments","duration":90,"price":"650.50","isActive":true,"preparationTime":15`).
				with(func(t *testing.T, _ *http.Response, body []byte) {
					if err := json.Unmarshal(body, &created); err != nil || created.ID == 0 {
						t.Fatalf("created %s: %v", body, err)
					}
				}))
			run(t, scenario{name: "PublicListShowsIt", path: "/api/services", status: 200, want: []string{`"name":"Royal Hammam"`, `"price":"650.50"`}})
		})
		t.Run("CreateDefaults", func(t *testing.T) {
			run(t, adminWrite(c, "", "POST", "/api/admin/services",
				`{"name":"  Quick Facial ","category":"Facial Treatments","duration":30,"price":199}`, 201,
				`"name":"Quick Facial","nameAr":"","description":"","descriptionAr":"","category":"Facial Treatments","duration":30,"price":"199.00","isActive":true`))
		})
		before := countRows(t, ts.db, "services")
		for _, sc := range []scenario{
			adminWrite(c, "ErrEmpty", "POST", "/api/admin/services", `{}`, 400).withFields(map[string]string{
				"name": "Name must be between 2 and 100 characters.", "category": "Please choose one of the four categories.",
				"duration": "Duration must be between 15 and 780 minutes.", "price": dayspa.MsgServicePrice.Text}),
			adminWrite(c, "ErrPriceText", "POST", "/api/admin/services", jsonObject(with(valid, "price", "cheap")), 400).withFields(map[string]string{"price": dayspa.MsgServicePrice.Text}),
			adminWrite(c, "ErrPriceNegative", "POST", "/api/admin/services", jsonObject(with(valid, "price", -5)), 400).withFields(map[string]string{"price": dayspa.MsgServicePrice.Text}),
			adminWrite(c, "ErrPriceThreeDecimals", "POST", "/api/admin/services", jsonObject(with(valid, "price", "1.234")), 400).withFields(map[string]string{"price": dayspa.MsgServicePrice.Text}),
			adminWrite(c, "ErrPriceTooHigh", "POST", "/api/admin/services", jsonObject(with(valid, "price", "100000.01")), 400).
				withFields(map[string]string{"price": "Price must be between 0 and 100000 AED."}),
			adminWrite(c, "ErrPriceObject", "POST", "/api/admin/services", jsonObject(with(valid, "price", map[string]any{})), 400).withFields(map[string]string{"price": dayspa.MsgServicePrice.Text}),
			adminWrite(c, "ErrPriceExponent", "POST", "/api/admin/services", strings.Replace(jsonObject(valid), `"price":"650.50"`, `"price":1e3`, 1), 400).withFields(map[string]string{"price": dayspa.MsgServicePrice.Text}),
			adminWrite(c, "ErrPriceNull", "POST", "/api/admin/services", jsonObject(with(valid, "price", nil)), 400).withFields(map[string]string{"price": dayspa.MsgServicePrice.Text}),
			adminWrite(c, "ErrCategory", "POST", "/api/admin/services", jsonObject(with(valid, "category", "Yoga")), 400).
				withFields(map[string]string{"category": "Please choose one of the four categories."}),
			adminWrite(c, "ErrDuration", "POST", "/api/admin/services", jsonObject(with(valid, "duration", 800)), 400).
				withFields(map[string]string{"duration": "Duration must be between 15 and 780 minutes."}),
			adminWrite(c, "ErrDurationFraction", "POST", "/api/admin/services", jsonObject(with(valid, "duration", 60.5)), 400).withErrorField("duration"),
			adminWrite(c, "ErrUnknownField", "POST", "/api/admin/services", jsonObject(with(valid, "id", 99)), 400).withErrorField("id"),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		if n := countRows(t, ts.db, "services"); n != before {
			t.Errorf("%d services after refused creates, want %d", n, before)
		}

		t.Run("Update", func(t *testing.T) {
			path := fmt.Sprintf("/api/admin/services/%d", ss.massage.ID)
			run(t, scenario{name: "PublicListBefore", path: "/api/services", status: 200, want: []string{`"price":"450.00"`}})
			run(t, adminWrite(c, "", "PATCH", path, `{"price":"420.00"}`, 200,
				`"name":"Swedish Massage"`, `"duration":60,"price":"420.00","isActive":true`))
			run(t, adminWrite(c, "", "PATCH", path, `{"isActive":false,"description":"Long, flowing strokes.","name":null}`, 200,
				`"name":"Swedish Massage","nameAr":"","description":"Long, flowing strokes."`, `"price":"420.00","isActive":false`))
			run(t, scenario{name: "PublicListShowsIt", path: "/api/services", status: 200,
				want: []string{fmt.Sprintf(`{"id":%d,"name":"Swedish Massage","nameAr":"","description":"Long, flowing strokes.","descriptionAr":"","category":"Massage Therapy","duration":60,"price":"420.00","isActive":false,"preparationTime":0}`, ss.massage.ID)}})
			// What every page's footer lists: the same services, without their descriptions.
			run(t, scenario{name: "SummaryHasNoDescriptions", path: "/api/services?summary=true", status: 200,
				want:    []string{fmt.Sprintf(`{"id":%d,"name":"Swedish Massage","nameAr":"","description":"","descriptionAr":"","category":"Massage Therapy","duration":60,"price":"420.00","isActive":false,"preparationTime":0}`, ss.massage.ID)},
				notWant: []string{"Long, flowing strokes."}})
			run(t, scenario{name: "ErrSummary", path: "/api/services?summary=yes", status: 400}.withFields(map[string]string{"summary": "Summary must be true or false."}))
			for _, sc := range []scenario{
				adminWrite(c, "ErrName", "PATCH", path, `{"name":"X"}`, 400).withFields(map[string]string{"name": "Name must be between 2 and 100 characters."}),
				adminWrite(c, "ErrPrice", "PATCH", path, `{"price":"4,20"}`, 400).withFields(map[string]string{"price": dayspa.MsgServicePrice.Text}),
				adminWrite(c, "ErrUnknownField", "PATCH", path, `{"bookingCount":3}`, 400).withErrorField("bookingCount"),
				adminWrite(c, "ErrUnknownID", "PATCH", "/api/admin/services/424242", `{"price":"1.00"}`, 404, `{"message":"Service not found.","code":"service.not_found"}`),
				adminWrite(c, "ErrNotAnID", "PATCH", "/api/admin/services/swedish", `{"price":"1.00"}`, 404, `{"message":"Service not found.","code":"service.not_found"}`),
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
			svc, err := ts.db.GetService(context.Background(), ss.massage.ID)
			if err != nil || svc.Name != "Swedish Massage" || svc.Price != dayspa.AED(420) {
				t.Errorf("after refused updates: %+v %v", svc, err)
			}
		})
	})
}
