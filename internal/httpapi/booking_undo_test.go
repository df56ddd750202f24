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

// Every admin booking carries what the dashboard may do with it now and
// the guest's WhatsApp chat, from the server's rules; a status change and
// a move answer their undo ticket, and POST …/undo takes them back once.
func TestBookingActionsAndUndoAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		b, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "10:00", "Layla Haddad", "layla@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		run(t, adminGet(c, "ListActions", "/api/admin/bookings", 200,
			`"whatsappUrl":"https://wa.me/971501234567","whatsappConfirmationUrl":"https://wa.me/971501234567?text=Hello%20Layla%20Haddad%2C%20your%20`,
			`"actions":{"statuses":["confirmed","cancelled"],"move":true}`))

		var ticket struct {
			Undo dayspa.UndoTicket `json:"undo"`
		}
		keep := func(t *testing.T, _ *http.Response, body []byte) {
			if err := json.Unmarshal(body, &ticket); err != nil || ticket.Undo.Token == "" {
				t.Fatalf("no undo ticket in %s", body)
			}
		}
		status := fmt.Sprintf("/api/admin/bookings/%d/status", b.ID)
		undo := fmt.Sprintf("/api/admin/bookings/%d/undo", b.ID)
		run(t, adminWrite(c, "Cancel", "PATCH", status, `{"status":"cancelled","reason":"Guest called"}`, 200, `"status":"cancelled"`, `"undo":{"token":"`).with(keep))
		run(t, adminGet(c, "CancelledActions", "/api/admin/bookings", 200, `"actions":{"statuses":[],"move":false}`))
		run(t, adminWrite(c, "ErrNoToken", "POST", undo, `{}`, 400).withFields(map[string]string{"token": dayspa.MsgUndoToken.Text}))
		run(t, adminWrite(c, "ErrOtherBooking", "POST", "/api/admin/bookings/4242/undo", `{"token":"`+ticket.Undo.Token+`"}`, 409, `"code":"undo.expired"`))
		run(t, adminWrite(c, "Undo", "POST", undo, `{"token":"`+ticket.Undo.Token+`"}`, 200, `"status":"pending"`).without(`"undo"`))
		run(t, adminWrite(c, "ErrUsed", "POST", undo, `{"token":"`+ticket.Undo.Token+`"}`, 409, `"code":"undo.expired"`))
		run(t, adminGet(c, "Restored", "/api/admin/calendar?date="+bookDay, 200,
			fmt.Sprintf(`"id":%d,"bookingDate":"2026-11-29","start":"10:00"`, b.ID), `"status":"pending"`))

		move := fmt.Sprintf("/api/admin/bookings/%d", b.ID)
		run(t, adminWrite(c, "Move", "PATCH", move, `{"bookingTime":"14:00"}`, 200, `"start":"14:00"`, `"undo":{"token":"`).with(keep))
		run(t, adminWrite(c, "UndoMove", "POST", undo, `{"token":"`+ticket.Undo.Token+`"}`, 200, `"bookingTime":"10:00"`))
	})
}
