// The browser packages' test environment answers getComputedStyle from a memo while the document
// stands still (tooling/jsdom-with-fetch.cjs): these check that every kind of change is seen at once.

function styledBox(): HTMLElement {
  document.head.innerHTML = '<style>.quiet { visibility: hidden; } .gone { display: none; }</style>';
  document.body.innerHTML = '<section><p id="box">text</p></section>';
  return document.getElementById('box') as HTMLElement;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('asking twice while nothing changes gives the same answer', () => {
  const box = styledBox();
  expect(getComputedStyle(box).visibility).toBe('visible');
  expect(getComputedStyle(box)).toBe(getComputedStyle(box));
});

test('a class added to the element is seen at once', () => {
  const box = styledBox();
  expect(getComputedStyle(box).display).toBe('block');
  box.classList.add('gone');
  expect(getComputedStyle(box).display).toBe('none');
});

test('a change to an ancestor is seen in what the element inherits', () => {
  const box = styledBox();
  expect(getComputedStyle(box).visibility).toBe('visible');
  (box.parentElement as HTMLElement).className = 'quiet';
  expect(getComputedStyle(box).visibility).toBe('hidden');
});

test('an inline style is seen at once', () => {
  const box = styledBox();
  expect(getComputedStyle(box).getPropertyValue('pointer-events')).toBe('auto');
  box.style.pointerEvents = 'none';
  expect(getComputedStyle(box).getPropertyValue('pointer-events')).toBe('none');
});

test('a rule added to a style sheet is seen at once', () => {
  const box = styledBox();
  expect(getComputedStyle(box).display).toBe('block');
  const style = document.createElement('style');
  style.textContent = '#box { display: none; }';
  document.head.append(style);
  expect(getComputedStyle(box).display).toBe('none');
  style.textContent = '#box { display: inline; }';
  expect(getComputedStyle(box).display).toBe('inline');
});

test('an element taken out of the document and changed there is computed afresh', () => {
  const box = styledBox();
  expect(getComputedStyle(box).display).toBe('block');
  box.remove();
  box.style.display = 'inline';
  expect(getComputedStyle(box).display).toBe('inline');
});
