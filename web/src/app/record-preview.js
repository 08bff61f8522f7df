/*
 * A record page's first paint: the build puts this script inline in the record page's
 * head (app/route-shells.ts, withRecordShell), with its settings in the JSON block before it. For a
 * member whose stored session still holds a fresh ID token, it reads the record's picture, label
 * and title from Firestore at once (one projected query on the kind's summaries, which hold those
 * fields without the body: published by now, by its address) and paints them in the boot screen,
 * while the scripts download; the app's record view then takes their place. Firestore's rules
 * decide the read as for any other: a guest, an expired token, a draft, a member whose access was
 * taken away get nothing, and the page loads as before. Text goes in as text and only an http(s)
 * picture is shown.
 *
 * Plain ES2019 and no imports: it runs before any module. Where and how Firebase Auth keeps the
 * session comes in the settings (`session`: its key and the places of the uid, the ID token and its
 * expiry, from lib/firebase/stored-session.ts), not from this text. Its text is hashed into firebase.json's
 * Content-Security-Policy (script-src), so changing it means changing that hash
 * (web/src/app/route-shells.test.ts says which).
 */
(function () {
  try {
    var settings = JSON.parse(document.getElementById('boot-record-settings').textContent);
    var session = settings.session;
    var user = JSON.parse(localStorage.getItem(session.key) || sessionStorage.getItem(session.key) || 'null');
    var at = function (place) {
      return place.reduce(function (value, name) { return value && value[name]; }, user);
    };
    var token = at(session.token);
    if (typeof token !== 'string' || !(at(session.expiresAt) > Date.now() + session.margin)) return;
    var path = location.pathname;
    if (path.indexOf(settings.prefix) !== 0) return;
    var key = decodeURIComponent(path.slice(settings.prefix.length));
    if (!key || key.indexOf('/') >= 0) return;
    var filter = function (field, op, value) {
      return { fieldFilter: { field: { fieldPath: field }, op: op, value: value } };
    };
    var body = {
      structuredQuery: {
        select: { fields: settings.fields.map(function (name) { return { fieldPath: name }; }) },
        from: [{ collectionId: settings.collection }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              filter(settings.key, 'EQUAL', { stringValue: key }),
              filter(settings.publish, 'LESS_THAN_OR_EQUAL', { timestampValue: new Date().toISOString() }),
            ],
          },
        },
        limit: 1,
      },
    };
    fetch(settings.endpoint, {
      method: 'POST',
      headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.ok ? response.json() : [];
      })
      .then(function (rows) {
        var fields = rows && rows[0] && rows[0].document && rows[0].document.fields;
        var slot = document.getElementById('boot-record');
        var boot = document.getElementById('boot');
        // Nothing found, or the app already shows a screen of its own (the boot screen is gone). The
        // answer comes a round trip after the head was read: the body is there by then.
        if (!fields || !slot || !boot || getComputedStyle(boot).display === 'none') return;
        var text = function (name) {
          var value = fields[name];
          return value && typeof value.stringValue === 'string' ? value.stringValue : '';
        };
        var picture = text(settings.picture);
        var frame = slot.querySelector('.shell-picture');
        if (/^https?:\/\//.test(picture)) frame.querySelector('img').src = picture;
        else frame.parentNode.removeChild(frame);
        var label = slot.querySelector('.shell-label');
        if (text(settings.label)) label.textContent = text(settings.label);
        else label.parentNode.removeChild(label);
        slot.querySelector('.shell-title').textContent = text(settings.title);
        slot.hidden = false;
      })
      .catch(function () {});
  } catch {
    // The app loads as before.
  }
})();
