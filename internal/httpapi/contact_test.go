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

func TestContact(t *testing.T) {
	valid := map[string]any{"name": "Layla Haddad", "email": "Layla@Example.AE", "phone": "+971 50 123 4567",
		"message": "Do you have a hammam slot for two on Friday?"}
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newSpa(t, e)
		run := specRunner(t, ts)
		stored := 0
		for _, sc := range []scenario{
			post("OK", "/api/contact", jsonObject(valid), 201, `{"id":`),
			post("OKWithoutPhone", "/api/contact", jsonObject(with(valid, "phone", nil)), 201),
			post("OKEmptyPhone", "/api/contact", jsonObject(with(valid, "phone", "")), 201),
			post("ErrNameShort", "/api/contact", jsonObject(with(valid, "name", " L ")), 400).
				withFields(map[string]string{"name": dayspa.MsgName.Text}),
			post("ErrNameMissing", "/api/contact", jsonObject(with(valid, "name", nil)), 400).
				withFields(map[string]string{"name": dayspa.MsgName.Text}),
			post("ErrEmail", "/api/contact", jsonObject(with(valid, "email", "layla@example")), 400).
				withFields(map[string]string{"email": dayspa.MsgEmail.Text}),
			post("ErrEmailAddressLiteral", "/api/contact", jsonObject(with(valid, "email", "eve@[127.0.0.1]")), 400).
				withFields(map[string]string{"email": dayspa.MsgEmail.Text}),
			post("ErrPhone", "/api/contact", jsonObject(with(valid, "phone", "12345")), 400).
				withFields(map[string]string{"phone": dayspa.MsgPhone.Text}),
			post("ErrMessageShort", "/api/contact", jsonObject(with(valid, "message", "Hi there")), 400).
				withFields(map[string]string{"message": dayspa.MsgMessage.Text}),
			post("ErrAll", "/api/contact", `{}`, 400).
				withFields(map[string]string{"name": dayspa.MsgName.Text, "email": dayspa.MsgEmail.Text, "message": dayspa.MsgMessage.Text}),
			post("ErrIDIsNotTheClients", "/api/contact", jsonObject(with(valid, "id", 7)), 400).
				withFields(map[string]string{"id": "Unknown field."}),
			post("ErrIsReadIsNotTheClients", "/api/contact", jsonObject(with(valid, "isRead", true)), 400).
				withFields(map[string]string{"isRead": "Unknown field."}),
		} {
			t.Run(sc.name, func(t *testing.T) {
				run(t, sc)
				if sc.status == 201 {
					stored++
				}
			})
		}
		for _, sc := range malformedScenarios("/api/contact", valid, "message") {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}

		t.Run("SavedUnreadAndNormalized", func(t *testing.T) {
			msgs, err := ts.db.ListContactMessages(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if len(msgs) != stored {
				t.Fatalf("%d messages stored, want %d (refused requests store nothing)", len(msgs), stored)
			}
			for _, m := range msgs {
				if m.IsRead || m.Email != "layla@example.ae" || m.Name != "Layla Haddad" {
					t.Errorf("stored %+v, want unread, trimmed and lower-cased e-mail", m)
				}
			}
		})
	})
}

func TestContactMessagesAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		run(t, adminGet(c, "Empty", "/api/admin/contact-messages", 200, `[]`))
		run(t, adminGet(c, "NoneUnread", "/api/admin/unread-count", 200, `{"count":0}`))
		var ids []int64
		for i, phone := range []string{"", "+971 50 123 4567", ""} {
			m := dayspa.ContactMessage{Name: fmt.Sprintf("Guest %d", i), Email: "guest@example.ae", Phone: phone, Message: "Do you have a hammam on Fridays?"}
			if err := ts.db.CreateContactMessage(context.Background(), &m); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, m.ID)
		}
		for _, sc := range []scenario{
			adminGet(c, "NewestFirst", "/api/admin/contact-messages", 200, `"name":"Guest 1","email":"guest@example.ae","phone":"+971 50 123 4567"`).
				with(func(t *testing.T, _ *http.Response, body []byte) {
					var got []dayspa.ContactMessage
					if err := json.Unmarshal(body, &got); err != nil {
						t.Fatal(err)
					}
					if len(got) != 3 || got[0].ID != ids[2] || got[2].ID != ids[0] || got[0].IsRead {
						t.Errorf("messages %+v, want 3 unread, newest first", got)
					}
				}),
			adminGet(c, "ThreeUnread", "/api/admin/unread-count", 200, `{"count":3}`),
			// No body, as the dashboard sends it.
			{name: "MarkRead", method: "PATCH", path: fmt.Sprintf("/api/admin/contact-messages/%d/read", ids[1]), headers: map[string]string{"Cookie": c},
				status: 200, want: []string{fmt.Sprintf(`"id":%d,`, ids[1]), `"isRead":true`}},
			adminWrite(c, "MarkReadAgain", "PATCH", fmt.Sprintf("/api/admin/contact-messages/%d/read", ids[1]), "", 200, `"isRead":true`),
			adminGet(c, "TwoUnread", "/api/admin/unread-count", 200, `{"count":2}`),
			adminWrite(c, "ErrUnknown", "PATCH", "/api/admin/contact-messages/424242/read", "", 404, `{"message":"Message not found.","code":"message.not_found"}`),
			adminWrite(c, "ErrNotAnID", "PATCH", "/api/admin/contact-messages/x/read", "", 404, `{"message":"Message not found.","code":"message.not_found"}`),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}
