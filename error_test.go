package dayspa_test

import (
	"testing"

	"github.com/dayspa/dayspa"
)

func assertFields(t *testing.T, err error, want map[string]string) {
	t.Helper()
	if dayspa.ErrorCode(err) != dayspa.EINVALID {
		t.Fatalf("err = %v, want EINVALID", err)
	}
	got := dayspa.ErrorFields(err)
	for k, v := range want {
		if got[k] != v {
			t.Errorf("field %s = %q, want %q", k, got[k], v)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("unexpected field %s: %q", k, got[k])
		}
	}
}

func TestFieldErrors(t *testing.T) {
	f := dayspa.FieldErrors{}
	f.Add("a", dayspa.MsgName)
	other := dayspa.FieldErrors{}
	other.Add("a", dayspa.MsgEmail)
	other.Add("b", dayspa.MsgPhone)
	f.Merge(other.Err())
	f.Merge(nil)
	assertFields(t, f.Err(), map[string]string{"a": dayspa.MsgName.Text, "b": dayspa.MsgPhone.Text})
	if msg := dayspa.ErrorMessage(f.Err()); msg != dayspa.MsgCheckFields.Text {
		t.Errorf("message = %q", msg)
	}
	if code := dayspa.ErrorMsgCode(f.Err()); code != "fields.check" {
		t.Errorf("code = %q, want fields.check", code)
	}
	if got := dayspa.ErrorFieldMsgs(f.Err()); got["a"].Code != "name.too_short" || got["b"].Code != "phone.invalid" {
		t.Errorf("field codes = %+v, want a name.too_short (first wins), b phone.invalid", got)
	}
	assertFields(t, dayspa.FieldError("c", dayspa.MsgEmail), map[string]string{"c": dayspa.MsgEmail.Text})
	if (dayspa.FieldErrors{}).Err() != nil {
		t.Error("no field, yet an error")
	}
}
