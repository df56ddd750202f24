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
	f.Add("a", "first")
	f.Merge(dayspa.FieldErrors{"a": "second", "b": "b's"}.Err())
	f.Merge(nil)
	assertFields(t, f.Err(), map[string]string{"a": "first", "b": "b's"})
	if msg := dayspa.ErrorMessage(f.Err()); msg != dayspa.MsgCheckFields {
		t.Errorf("message = %q", msg)
	}
	assertFields(t, dayspa.FieldError("c", "c's"), map[string]string{"c": "c's"})
	if (dayspa.FieldErrors{}).Err() != nil {
		t.Error("no field, yet an error")
	}
}
