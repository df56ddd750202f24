package taxdoc

import (
	"encoding/xml"
	"strings"
)

// xmlEl is an element of the XML being written: the UBL's elements come in
// the order its schema asks, which a tree built in that order keeps.
type xmlEl struct {
	name  string
	attrs [][2]string
	value string
	kids  []*xmlEl
}

func el(name string, kids ...*xmlEl) *xmlEl { return &xmlEl{name: name, kids: kids} }

func (e *xmlEl) text(s string) *xmlEl { e.value = s; return e }

func (e *xmlEl) attr(k, v string) *xmlEl { e.attrs = append(e.attrs, [2]string{k, v}); return e }

func (e *xmlEl) add(kids ...*xmlEl) { e.kids = append(e.kids, kids...) }

// empty reports whether the element says nothing: UBL has no empty
// elements, so one without text or children is left out.
func (e *xmlEl) empty() bool {
	if strings.TrimSpace(e.value) != "" {
		return false
	}
	for _, k := range e.kids {
		if !k.empty() {
			return false
		}
	}
	return true
}

func (e *xmlEl) write(b *strings.Builder, depth int) {
	if e.empty() {
		return
	}
	indent := strings.Repeat("  ", depth)
	b.WriteString(indent + "<" + e.name)
	for _, a := range e.attrs {
		b.WriteString(" " + a[0] + `="`)
		_ = xml.EscapeText(b, []byte(a[1]))
		b.WriteString(`"`)
	}
	b.WriteString(">")
	if len(e.kids) == 0 {
		_ = xml.EscapeText(b, []byte(strings.TrimSpace(e.value)))
		b.WriteString("</" + e.name + ">\n")
		return
	}
	b.WriteString("\n")
	for _, k := range e.kids {
		k.write(b, depth+1)
	}
	b.WriteString(indent + "</" + e.name + ">\n")
}
