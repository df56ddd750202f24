package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// Room blocks through the real router: laid, listed, drawn on the
// calendar, avoided by availability and bookings, refused for a move,
// refused over bookings or another block, and deleted. The test team has
// Jasmine (1) and Oud (2), single rooms, and the Suite (3).
func TestRoomBlocksAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)

		var block dayspa.DayBlock
		run(t, adminWrite(c, "Create", "POST", "/api/admin/room-blocks",
			`{"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T12:00","note":" Steam repair "}`, 201,
			`"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T12:00","note":"Steam repair"`).
			with(func(t *testing.T, _ *http.Response, body []byte) {
				if err := json.Unmarshal(body, &block); err != nil || block.ID == 0 {
					t.Fatalf("created %s: %v", body, err)
				}
			}))
		run(t, adminGet(c, "List", "/api/admin/room-blocks?from=2026-11-29&to=2026-11-29", 200,
			fmt.Sprintf(`[{"id":%d,"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T12:00","note":"Steam repair"}]`, block.ID)))
		run(t, adminGet(c, "ListOtherDays", "/api/admin/room-blocks?from=2026-11-30&to=2026-12-31", 200, `[]`))
		run(t, adminGet(c, "ListFromToday", "/api/admin/room-blocks", 200, fmt.Sprintf(`"id":%d`, block.ID)))
		run(t, adminGet(c, "Calendar", "/api/admin/calendar?date=2026-11-28&days=2", 200,
			`"roomBlocks":[]`,
			fmt.Sprintf(`"roomBlocks":[{"id":%d,"roomId":1,"start":"09:00","end":"12:00","note":"Steam repair"}]`, block.ID)))

		// Availability and bookings: Jasmine is out until 12:00, so two
		// guests fit at 10:00 (Oud and the Suite), a third does not.
		avail := fmt.Sprintf("/api/availability?serviceId=%d&date=2026-11-29", ss.massage.ID)
		book := func(name string, status int, want ...string) scenario {
			return post(name, "/api/bookings", jsonObject(map[string]any{"serviceId": ss.massage.ID, "customerName": "Layla Haddad",
				"customerEmail": name + "@example.ae", "customerPhone": "+971 50 123 4567", "bookingDate": "2026-11-29", "bookingTime": "10:00"}), status, want...)
		}
		run(t, book("first", 201))
		run(t, book("second", 201))
		run(t, scenario{name: "FullAt10", path: avail, status: 200,
			want: []string{`{"time":"10:00","available":false,"reason":"full"}`, `{"time":"12:00","available":true}`}})
		run(t, book("third", 409, `"message":"This time slot is no longer available. Please choose another time."`))
		var inJasmine int
		if err := ts.db.SQL().QueryRow(`SELECT COUNT(*) FROM bookings WHERE room_id = 1`).Scan(&inJasmine); err != nil || inJasmine != 0 {
			t.Errorf("%d bookings in the blocked room (%v)", inJasmine, err)
		}
		var oudBooking int64
		if err := ts.db.SQL().QueryRow(`SELECT id FROM bookings WHERE room_id = 2`).Scan(&oudBooking); err != nil {
			t.Fatal(err)
		}
		run(t, adminWrite(c, "ErrMoveIntoBlock", "PATCH", fmt.Sprintf("/api/admin/bookings/%d", oudBooking), `{"roomId":1}`, 409,
			`"message":"Jasmine is blocked from 2026-11-29 09:00 to 12:00 (Steam repair)."`))

		before := countRows(t, ts.db, "room_blocks")
		for _, sc := range []scenario{
			adminWrite(c, "ErrEndBeforeStart", "POST", "/api/admin/room-blocks", `{"roomId":2,"start":"2026-11-30T12:00","end":"2026-11-30T10:00"}`, 400).
				withFields(map[string]string{"end": dayspa.MsgBlockOrder.Text}),
			adminWrite(c, "ErrUnknownRoom", "POST", "/api/admin/room-blocks", `{"roomId":4242,"start":"2026-11-30T10:00","end":"2026-11-30T12:00"}`, 400).
				withFields(map[string]string{"roomId": dayspa.MsgBlockRoom.Text}),
			adminWrite(c, "ErrEmpty", "POST", "/api/admin/room-blocks", `{}`, 400).
				withFields(map[string]string{"roomId": dayspa.MsgBlockRoom.Text, "start": dayspa.MsgBlockStart.Text, "end": dayspa.MsgBlockEnd.Text}),
			adminWrite(c, "ErrTooLong", "POST", "/api/admin/room-blocks", `{"roomId":2,"start":"2026-12-01","end":"2027-01-31"}`, 400).
				withFields(map[string]string{"end": dayspa.MsgBlockLong.Text}),
			adminWrite(c, "ErrOverlapsBlock", "POST", "/api/admin/room-blocks", `{"roomId":1,"start":"2026-11-29T11:00","end":"2026-11-29T13:00"}`, 409,
				`"message":"This room is already blocked from 2026-11-29 09:00 to 12:00 (Steam repair). Delete that block first or choose another time."`),
			adminWrite(c, "ErrOverBooking", "POST", "/api/admin/room-blocks", `{"roomId":2,"start":"2026-11-29","end":"2026-11-29","note":"Deep clean"}`, 409,
				fmt.Sprintf(`"message":"1 booking holds the room then: #%d Layla Haddad on 2026-11-29 at 10:00. Move or cancel it first."`, oudBooking)),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		if n := countRows(t, ts.db, "room_blocks"); n != before {
			t.Errorf("refused blocks stored: %d, want %d", n, before)
		}
		run(t, adminGet(c, "ErrListFrom", "/api/admin/room-blocks?from=soon", 400).withErrorField("from"))
		run(t, adminGet(c, "ErrListTo", "/api/admin/room-blocks?from=2026-11-29&to=2026-11-28", 400).withErrorField("to"))

		// Every room blocked all day: the day is greyed out in the
		// visitor's date picker.
		for room := 1; room <= 3; room++ {
			run(t, adminWrite(c, fmt.Sprintf("WholeDay%d", room), "POST", "/api/admin/room-blocks",
				fmt.Sprintf(`{"roomId":%d,"start":"2026-12-02","end":"2026-12-02","note":"Refit"}`, room), 201,
				`"start":"2026-12-02T00:00","end":"2026-12-03T00:00"`))
		}
		month := fmt.Sprintf("/api/availability/month?serviceId=%d&month=2026-12", ss.massage.ID)
		run(t, scenario{name: "DayGreyedOut", path: month, status: 200,
			want: []string{`{"date":"2026-12-01","available":true}`, `{"date":"2026-12-02","available":false}`, `{"date":"2026-12-03","available":true}`}})

		// Editing: shortened to 09:00-10:00 the block frees Jasmine at 10:00;
		// stretched to 10:30 it takes 10:00 again. A change over a booking or
		// another block, bad input or an unknown block is refused and
		// changes nothing.
		path := fmt.Sprintf("/api/admin/room-blocks/%d", block.ID)
		edit := func(name, body string, status int, want ...string) scenario {
			return adminWrite(c, name, "PATCH", path, body, status, want...)
		}
		for _, sc := range []scenario{
			edit("ErrEditOverBooking", `{"roomId":2,"start":"2026-11-29T09:00","end":"2026-11-29T12:00"}`, 409,
				fmt.Sprintf(`"message":"1 booking holds the room then: #%d Layla Haddad on 2026-11-29 at 10:00. Move or cancel it first."`, oudBooking)),
			edit("ErrEditOverBlock", `{"roomId":1,"start":"2026-12-02T10:00","end":"2026-12-02T12:00"}`, 409,
				`"message":"This room is already blocked from 2026-12-02 00:00 to 2026-12-03 00:00 (Refit). Delete that block first or choose another time."`),
			edit("ErrEditBadInput", `{"roomId":1,"start":"2026-11-29T09:00","end":"soon"}`, 400).
				withFields(map[string]string{"end": dayspa.MsgBlockEnd.Text}),
			edit("ErrEditUnknownRoom", `{"roomId":4242,"start":"2026-11-29T09:00","end":"2026-11-29T10:00"}`, 400).
				withFields(map[string]string{"roomId": dayspa.MsgBlockRoom.Text}),
			adminWrite(c, "ErrEditUnknownBlock", "PATCH", "/api/admin/room-blocks/987654",
				`{"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T10:00"}`, 404, `"message":"Room block not found."`),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		run(t, adminGet(c, "UnchangedByRefusals", "/api/admin/room-blocks?from=2026-11-29&to=2026-11-29", 200,
			fmt.Sprintf(`[{"id":%d,"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T12:00","note":"Steam repair"}]`, block.ID)))
		run(t, edit("EditShorter", `{"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T10:00","note":"Steam repair, quick"}`, 200,
			fmt.Sprintf(`{"id":%d,"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T10:00","note":"Steam repair, quick"}`, block.ID)))
		run(t, scenario{name: "FreeAt10AfterEdit", path: avail, status: 200, want: []string{`{"time":"10:00","available":true}`}})
		run(t, adminGet(c, "CalendarAfterEdit", "/api/admin/calendar?date=2026-11-29&days=1", 200,
			fmt.Sprintf(`"roomBlocks":[{"id":%d,"roomId":1,"start":"09:00","end":"10:00","note":"Steam repair, quick"}]`, block.ID)))
		run(t, edit("EditLonger", `{"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T10:30"}`, 200, `"end":"2026-11-29T10:30","note":""`))
		run(t, scenario{name: "FullAt10AfterEdit", path: avail, status: 200, want: []string{`{"time":"10:00","available":false,"reason":"full"}`}})

		// Deleting the block frees Jasmine at 10:00 again.
		run(t, adminWrite(c, "Delete", "DELETE", path, "", 204))
		run(t, adminWrite(c, "DeleteAgain", "DELETE", path, "", 404, `"message":"Room block not found."`))
		run(t, scenario{name: "FreeAgainAt10", path: avail, status: 200, want: []string{`{"time":"10:00","available":true}`}})
		run(t, adminWrite(c, "MoveIntoFreedRoom", "PATCH", fmt.Sprintf("/api/admin/bookings/%d", oudBooking), `{"roomId":1}`, 200, `"roomId":1`))
	})
}
