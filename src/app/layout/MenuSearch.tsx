import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { NO_MENU_RESULT_TEXT, type MenuSearchResult } from './searchMenu';
import { useMenuSearch } from './useMenuSearch';

/** Spec 000 §2.2: the menu search box (Ctrl+F), over the permitted menu and submenu entries. */
export default function MenuSearch() {
  const search = useMenuSearch();
  return (
    <Autocomplete<MenuSearchResult, false, false, false>
      options={search.results}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.text}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, value) => option.key === value.key}
      value={null}
      inputValue={search.query}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') search.setQuery(value);
      }}
      onChange={(_event, value) => search.select(value)}
      open={search.open}
      onClose={(_event, reason) => {
        if (reason === 'escape' || reason === 'selectOption') search.dismiss();
      }}
      autoHighlight
      clearOnBlur={false}
      blurOnSelect
      forcePopupIcon={false}
      noOptionsText={NO_MENU_RESULT_TEXT}
      size="small"
      sx={{ width: '100%', maxWidth: { xs: 'none', md: 380 } }}
      slotProps={{ listbox: { 'aria-label': 'Menu search results' } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <Typography variant="body2">{option.text}</Typography>
          {option.section ? (
            <Typography variant="caption" color="text.secondary">
              {option.section}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={search.inputRef}
          placeholder={search.placeholder}
          onFocus={search.onFocus}
          onBlur={search.onBlur}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.inputProps, 'aria-label': 'Search menu', 'aria-keyshortcuts': 'Control+F' },
          }}
        />
      )}
    />
  );
}
