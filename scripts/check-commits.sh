#!/usr/bin/env bash
# The commit messages since this check came in: a subject `area: summary` of
# at most 72 characters (one-line history views cut there), then a blank
# line before any body, which carries the why and the figures. A merge
# commit's subject may be git's own words ("Merge branch …"), but it is held
# to the same 72 characters, from the commit that added that rule
# (mergeRule below). Older commits are history as it was.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(git rev-parse --is-shallow-repository 2>/dev/null)" = true ]; then
  echo "check-commits: a shallow clone has no history to check"
  exit 0
fi
since=$(git log --diff-filter=A --format=%H -- scripts/check-commits.sh | tail -n 1)
if [ -z "$since" ]; then
  echo "check-commits: scripts/check-commits.sh is not committed yet"
  exit 0
fi
bad=0
count=0
while read -r hash; do
  count=$((count + 1))
  subject=$(git log -1 --format=%s "$hash")
  second=$(git log -1 --format=%B "$hash" | sed -n 2p)
  if [ "${#subject}" -gt 72 ]; then
    echo "commit ${hash:0:10}: subject of ${#subject} characters (at most 72): $subject"
    bad=1
  fi
  if ! [[ $subject =~ ^[A-Za-z0-9_./,+-]+(\ [A-Za-z0-9_./,+-]+)*:\ [^[:space:]] ]]; then
    echo "commit ${hash:0:10}: subject is not 'area: summary': $subject"
    bad=1
  fi
  if [ -n "$second" ]; then
    echo "commit ${hash:0:10}: no blank line after the subject"
    bad=1
  fi
done < <(git rev-list --no-merges HEAD --not "$since^")
# The merges since the rule for them came in: their subjects fit a one-line view too.
mergeRule=$(git log -S'mergeRule=' --format=%H -- scripts/check-commits.sh | tail -n 1)
if [ -n "$mergeRule" ]; then
  while read -r hash; do
    count=$((count + 1))
    subject=$(git log -1 --format=%s "$hash")
    if [ "${#subject}" -gt 72 ]; then
      echo "merge ${hash:0:10}: subject of ${#subject} characters (at most 72): $subject"
      bad=1
    fi
  done < <(git rev-list --merges HEAD --not "$mergeRule")
fi
if [ "$bad" -ne 0 ]; then
  exit 1
fi
echo "check-commits: $count commit messages since ${since:0:10} are 'area: summary' in at most 72 characters"
