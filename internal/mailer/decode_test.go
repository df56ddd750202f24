package mailer_test

import (
	"bytes"
	"encoding/base64"
	"io"
	"mime/quotedprintable"
)

func newQP(b []byte) io.Reader { return quotedprintable.NewReader(bytes.NewReader(b)) }

func newB64(b []byte) io.Reader {
	return base64.NewDecoder(base64.StdEncoding, bytes.NewReader(bytes.Map(func(r rune) rune {
		if r == '\r' || r == '\n' {
			return -1
		}
		return r
	}, b)))
}
