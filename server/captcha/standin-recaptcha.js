/*
 * Betframe reference platform: a stand-in for a reCAPTCHA-v2-style provider script, so variants
 * configured with captcha_type "google" (or hunt / third_party) work offline and in tests. It
 * speaks the part of the grecaptcha API the app uses — render(container, { callback,
 * 'expired-callback', 'error-callback', hl }) — and asks the platform's own slider puzzle, whose
 * one-use tokens the register and login calls verify.
 */
(function () {
  var TEXT = {
    en: {
      start: "I'm not a robot",
      slide: 'Move the slider until the piece fills the gap of exactly its shape',
      check: 'Check',
      wrong: 'Not quite. Try again.',
      done: 'Verified',
    },
    ru: {
      start: 'Я не робот',
      slide: 'Сдвиньте ползунок, пока фрагмент не закроет место точно его формы',
      check: 'Проверить',
      wrong: 'Не совсем. Попробуйте ещё раз.',
      done: 'Проверено',
    },
    kk: {
      start: 'Мен робот емеспін',
      slide: 'Бөлік дәл өз пішініндегі орынды толтырғанша жүгірткіні жылжытыңыз',
      check: 'Тексеру',
      wrong: 'Дәл емес. Қайталаңыз.',
      done: 'Тексерілді',
    },
    ar: {
      start: 'أنا لست روبوتًا',
      slide: 'حرّك المؤشر حتى تملأ القطعة الفراغ الذي له شكلها تمامًا',
      check: 'تحقق',
      wrong: 'ليس تمامًا. حاول مرة أخرى.',
      done: 'تم التحقق',
    },
    pt: {
      start: 'Não sou um robô',
      slide: 'Mova o controle até a peça preencher o espaço do seu formato',
      check: 'Verificar',
      wrong: 'Quase. Tente de novo.',
      done: 'Verificado',
    },
  };
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      node.appendChild(c);
    });
    return node;
  }
  var count = 0;
  window.grecaptcha = {
    render: function (container, options) {
      var id = ++count;
      var text = TEXT[(options.hl || 'en').slice(0, 2)] || TEXT.en;
      var start = el('button', { type: 'button', class: 'button', text: text.start });
      container.appendChild(start);
      start.addEventListener('click', function () {
        start.disabled = true;
        fetch('/puzzle-api/challenge', { method: 'POST' })
          .then(function (r) {
            // A refused challenge (the address used up its budget) is the widget's error.
            if (!r.ok) throw new Error('challenge refused: ' + r.status);
            return r.json();
          })
          .then(function (c) {
            var board = el('div', { class: 'puzzle__board', dir: 'ltr' }, [
              el('img', {
                src: c.background,
                alt: '',
                width: String(c.width),
                height: String(c.height),
              }),
            ]);
            var piece = el('img', {
              class: 'puzzle__piece',
              src: c.piece,
              alt: '',
              width: String(c.pieceSize),
              height: String(c.pieceSize),
            });
            piece.style.top = c.pieceY + 'px';
            piece.style.left = '0px';
            board.appendChild(piece);
            board.style.height = c.height + 'px';
            var label = el('label', { for: 'standin-slider-' + id, text: text.slide });
            var slider = el('input', {
              id: 'standin-slider-' + id,
              type: 'range',
              min: '0',
              max: String(c.width - c.pieceSize),
              value: '0',
              dir: 'ltr',
            });
            slider.addEventListener('input', function () {
              piece.style.left = slider.value + 'px';
            });
            var message = el('p', { role: 'status' });
            var check = el('button', { type: 'button', class: 'button', text: text.check });
            check.addEventListener('click', function () {
              fetch('/puzzle-api/verify', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ id: c.id, x: Number(slider.value) }),
              })
                .then(function (r) {
                  return r.json().then(function (b) {
                    return { ok: r.ok, body: b };
                  });
                })
                .then(function (answer) {
                  if (answer.ok) {
                    message.textContent = text.done;
                    options.callback(answer.body.token);
                  } else if (
                    (answer.body.validation_errors || {}).captcha &&
                    answer.body.validation_errors.captcha[0] === 'captcha_expired'
                  ) {
                    if (options['expired-callback']) options['expired-callback']();
                  } else {
                    message.textContent = text.wrong;
                  }
                })
                .catch(function () {
                  if (options['error-callback']) options['error-callback']();
                });
            });
            container.appendChild(
              el('div', { class: 'puzzle' }, [board, label, slider, message, check]),
            );
          })
          .catch(function () {
            if (options['error-callback']) options['error-callback']();
          });
      });
      return id;
    },
    reset: function () {},
  };
})();
