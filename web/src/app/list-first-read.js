/*
 * A list screen's first read, started by its page: the build puts this script
 * inline in the head of the dashboard's and the lists' pages (app/route-shells.ts, withShell), with
 * its settings in the JSON block before it. For a member whose stored session still holds a fresh ID
 * token, it asks Firestore at once for the newest summaries the screen shows first (the same query
 * the app makes: published by now, newest first, one page), while the scripts download, and asks
 * for the first one's picture as soon as the answer is in. The app takes the answer instead of
 * asking again (lib/firebase/first-read.ts), only once Auth has restored the same member's session.
 * Firestore's rules decide the read as for any other: a guest, an expired token, a member whose
 * access was taken away get nothing, and the app reads as before.
 *
 * Plain ES2019 and no imports: it runs before any module. Where and how Firebase Auth keeps the
 * session comes in the settings (`session`: its key and the places of the uid, the ID token and its
 * expiry, from lib/firebase/stored-session.ts), not from this text. Its text is hashed into firebase.json's
 * Content-Security-Policy (script-src), so changing it means changing that hash
 * (web/src/app/route-shells.test.ts says which).
 */
(function () {
  try {
    var settings = JSON.parse(document.getElementById('boot-list-settings').textContent);
    var session = settings.session;
    var user = JSON.parse(localStorage.getItem(session.key) || sessionStorage.getItem(session.key) || 'null');
    var at = function (place) {
      return place.reduce(function (value, name) { return value && value[name]; }, user);
    };
    var uid = at(session.uid);
    var token = at(session.token);
    if (typeof token !== 'string' || typeof uid !== 'string' || !(at(session.expiresAt) > Date.now() + session.margin)) return;
    var startedAt = Date.now();
    var order = function (field) {
      return { field: { fieldPath: field }, direction: 'DESCENDING' };
    };
    var body = {
      structuredQuery: {
        from: [{ collectionId: settings.collection }],
        where: {
          fieldFilter: {
            field: { fieldPath: settings.publish },
            op: 'LESS_THAN_OR_EQUAL',
            value: { timestampValue: new Date(startedAt).toISOString() },
          },
        },
        orderBy: [order(settings.publish), order('__name__')],
        limit: settings.count,
      },
    };
    var rows = fetch(settings.endpoint, {
      method: 'POST',
      headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (answer) {
        if (!Array.isArray(answer)) return null;
        var first = answer[0] && answer[0].document && answer[0].document.fields;
        var picture = settings.picture && first && first[settings.picture];
        if (picture && /^https?:\/\//.test(picture.stringValue)) {
          var image = new Image();
          image.fetchPriority = 'high';
          image.src = picture.stringValue;
        }
        return answer;
      })
      .catch(function () {
        return null;
      });
    window.pmcFirstRead = { collection: settings.collection, count: settings.count, uid: uid, startedAt: startedAt, rows: rows };
  } catch {
    // The app reads as before.
  }
})();
